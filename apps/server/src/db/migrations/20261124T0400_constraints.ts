import { sqlMigration } from '../sqlMigration.js';

// Constraints and violations (issue 12):
// - constraint_type: the seeded catalogue (packages/domain constraintTypes), upserted at start by version;
// - plant_constraint: one row per constraint of a physical plant (its current version), with an
//   optimistic-concurrency version; constrainable_id is a hydro body, control unit or the plant;
// - plant_constraint_version: value, validity and pattern from effective_from on (a Live plant keeps
//   the past: a change adds a version from now on; other states replace the versions);
// - plant_constraint_history: every change (who, when, the changed fields), written with the change;
// - constraint_violation: per constraint and source (actual, plan) the hours that break it, merged
//   into spans, refreshed by the detect-constraint-violations task.
/** The constraints' own change history (replaced by entity_history in 20261126T0800, whose down makes it again). */
export const PLANT_CONSTRAINT_HISTORY = `create table plant_constraint_history (
  id bigint generated always as identity primary key,
  constraint_id uuid not null references plant_constraint(id) on delete cascade,
  version integer not null,
  changed_at timestamptz not null,
  changed_by text not null,
  changeset jsonb not null
);
create index plant_constraint_history_constraint_id_idx on plant_constraint_history(constraint_id, changed_at);`;

const UP = `
create table constraint_type (
  name text primary key,
  display_name text not null,
  description text not null,
  constrainable_type text not null,
  unit_kind text not null,
  unit text not null,
  section text not null,
  optimizer text,
  tier text not null,
  optimizer_usage text not null,
  version integer not null
);

create table plant_constraint (
  id uuid primary key default gen_random_uuid(),
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  plant_view_id text references plant_view(id) on delete set null,
  type_name text not null references constraint_type(name),
  constrainable_id text not null,
  constrainable_type text not null,
  status text not null check (status in ('draft', 'Active', 'Inactive')),
  value jsonb not null,
  validity_start timestamptz not null,
  validity_end timestamptz check (validity_end is null or validity_end > validity_start),
  recurring_pattern jsonb,
  version integer not null default 0,
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_by text,
  updated_at timestamptz
);
create index plant_constraint_physical_plant_id_idx on plant_constraint(physical_plant_id, status);
create index plant_constraint_plant_view_id_idx on plant_constraint(plant_view_id);
create index plant_constraint_type_name_idx on plant_constraint(type_name);

create table plant_constraint_version (
  id bigint generated always as identity primary key,
  constraint_id uuid not null references plant_constraint(id) on delete cascade,
  effective_from timestamptz not null,
  value jsonb not null,
  validity_start timestamptz not null,
  validity_end timestamptz,
  recurring_pattern jsonb
);
create index plant_constraint_version_constraint_id_idx on plant_constraint_version(constraint_id, effective_from);

${PLANT_CONSTRAINT_HISTORY}

create table constraint_violation (
  id bigint generated always as identity primary key,
  constraint_id uuid not null references plant_constraint(id) on delete cascade,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  source text not null check (source in ('actual', 'plan')),
  start_ts timestamptz not null,
  end_ts timestamptz not null,
  worst_value float8 not null,
  limit_value float8 not null,
  detected_at timestamptz not null default now()
);
create index constraint_violation_constraint_id_idx on constraint_violation(constraint_id);
create index constraint_violation_physical_plant_id_idx on constraint_violation(physical_plant_id, start_ts);
`;

export const { up, down } = sqlMigration(
  UP,
  'drop table if exists constraint_violation; drop table if exists plant_constraint_history; drop table if exists plant_constraint_version; drop table if exists plant_constraint; drop table if exists constraint_type;',
);
