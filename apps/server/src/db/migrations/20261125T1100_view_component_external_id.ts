import { sql, type Kysely } from 'kysely';

// Manage Plant View (issue 11): a component's External ID in a plant view, the identifier the
// customer's IT uses for it (API/ECS portfolios). Null: the component's own external id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table plant_view_hydro_body add column external_id text`.execute(db);
  await sql`alter table plant_view_control_unit add column external_id text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table plant_view_hydro_body drop column external_id`.execute(db);
  await sql`alter table plant_view_control_unit drop column external_id`.execute(db);
}
