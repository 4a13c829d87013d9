import { sql, type Kysely } from 'kysely';

// Telemetry ingest (issue 26). A measurement carries its OPC UA quality: null is good (every value
// stored before this), 1 uncertain, 2 bad. Bad values are stored and shown but never fed to the
// optimiser. A nullable column without default is a catalogue change only: no table rewrite.
// Corrections keep the replaced and the new quality beside the values. telemetry_check: the
// frozen-sensor checks (deadband and hours per quantity) a plant sets apart from the defaults
// (domain FROZEN_CHECK_DEFAULTS), one entity row per plant with history (defineEntity).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table series_value add column quality smallint`.execute(db);
  await sql`alter table series_value_correction add column old_quality smallint, add column new_quality smallint`.execute(
    db,
  );
  await sql`
    create table telemetry_check (
      physical_plant_id text primary key references physical_plant(id) on delete cascade,
      checks jsonb not null default '{}',
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      updated_by text
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telemetry_check').execute();
  await sql`alter table series_value_correction drop column old_quality, drop column new_quality`.execute(db);
  await sql`alter table series_value drop column quality`.execute(db);
}
