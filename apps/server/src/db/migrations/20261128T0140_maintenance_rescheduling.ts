import { sql, type Kysely } from 'kysely';

// Issue 27 item 5 (spec 2 section 4): optimal rescheduling sets an outage Inactive until a new timing
// is chosen or the flow is left. The flow's state lives here, not only in a browser tab: a flow whose
// browser stopped reporting (closed, crashed) is abandoned and its outage set back to Active.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table maintenance_rescheduling (
      maintenance_uuid text primary key references maintenance(uuid) on delete cascade,
      started_by text not null,
      started_at timestamptz not null,
      seen_at timestamptz not null
    )`.execute(db);
  await sql`create index maintenance_rescheduling_seen_at on maintenance_rescheduling (seen_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table maintenance_rescheduling`.execute(db);
}
