import { sql, type Kysely } from 'kysely';

// Issue 27 item 8: the demo world's telemetry task "measures" plants by copying their schedule. It
// must touch only the plants the world simulates, never one an administrator created (whose data
// stopping must show as gaps). `simulated` marks the world's plants; those loaded before this
// migration are found by the module activation the loader recorded for them ('demo world').
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table physical_plant add column simulated boolean not null default false`.execute(db);
  await sql`
    update physical_plant p set simulated = true
    where exists (
      select 1 from entity_history h
      where h.entity = 'product_module' and h.action = 'create' and h.changed_by = 'demo world'
        and h.entity_id like p.id || ':%')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table physical_plant drop column simulated`.execute(db);
}
