import { sql, type Kysely } from 'kysely';

// Issue 24: a unit's droop (%, SHOP "droop"): its FCR is limited to 2 x deltaF x P_nom / droop (the
// frequency deviation at full activation, Hz; P_nom its p_max). Null: no droop limit.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table control_unit add column droop_percent double precision check (droop_percent > 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table control_unit drop column droop_percent`.execute(db);
}
