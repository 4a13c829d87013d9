import { sqlMigration } from '../sqlMigration.js';

// Long-term water values (issue 14): one row per run (a pg-boss job; `version` counts a plant's
// runs, so every stored table says which run it came from), its value functions (the Benders cuts
// per stage and Markov state, as the short-term optimiser reads them) and its water value tables
// (EUR/MWh and EUR/m3 per reservoir, week start and filling percent).
const UP = `
create table long_term_run (
  id uuid primary key default gen_random_uuid(),
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  portfolio_id text references portfolio(id) on delete set null,
  plant_view_id text references plant_view(id) on delete set null,
  version integer not null,
  started_by text not null,
  status text not null default 'queued' check (status in ('queued','running','succeeded','failed','cancelled')),
  method text check (method in ('sddp','sdp')),
  inputs jsonb not null default '{}',
  progress real not null default 0,
  iterations jsonb not null default '[]',
  upper_bound float8,
  lower_bound float8,
  lower_bound_ci float8,
  log text[] not null default '{}',
  duration_ms integer,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  unique (physical_plant_id, version)
);
create index long_term_run_portfolio_id_idx on long_term_run(portfolio_id);
create index long_term_run_plant_view_id_created_at_idx on long_term_run(plant_view_id, created_at desc);

create table long_term_cut (
  run_id uuid not null references long_term_run(id) on delete cascade,
  stage integer not null,
  state integer not null default 0,
  stage_start timestamptz not null,
  -- [{intercept: EUR, slopes: {hydro_body_id: EUR per m3}}], value <= min over the cuts
  cuts jsonb not null,
  primary key (run_id, stage, state)
);
create index long_term_cut_run_id_stage_start_idx on long_term_cut(run_id, stage_start);

create table long_term_water_value (
  run_id uuid not null references long_term_run(id) on delete cascade,
  hydro_body_id text not null references hydro_body(id) on delete cascade,
  week_start timestamptz not null,
  filling_percent smallint not null check (filling_percent between 0 and 100),
  value_eur_per_mwh float8,
  value_eur_per_m3 float8 not null,
  primary key (run_id, hydro_body_id, week_start, filling_percent)
);
create index long_term_water_value_hydro_body_id_idx on long_term_water_value(hydro_body_id);
`;

const DOWN = `
drop table if exists long_term_water_value;
drop table if exists long_term_cut;
drop table if exists long_term_run;
`;

export const { up, down } = sqlMigration(UP, DOWN);
