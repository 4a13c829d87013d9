import { sqlMigration } from '../sqlMigration.js';

// Plant data (issue 3): price regions and forecast sources, physical plants, plant views with their
// component assignment, hydro bodies, control units, point tables, optimisation runs, time series
// (values, overrides beside them) and water values. Every foreign key leads an index.
// hydro_body.type is free text on purpose: an unknown type is answered as RESERVOIR (spec 2 section 3).
/** The index each foreign key leads (`<table>_<column>_idx`), one line each. */
const fkIndexes = (table: string, ...columns: string[]) =>
  columns.map((c) => `create index ${table}_${c}_idx on ${table}(${c});`).join('\n');

/** The table that assigns components of one kind to plant views (a row: the component is part of the view). */
const componentAssignment = (component: 'hydro_body' | 'control_unit') => `create table plant_view_${component} (
  plant_view_id text not null references plant_view(id) on delete cascade,
  ${component}_id text not null references ${component}(id) on delete cascade,
  redirect_id text not null,
  display_name text,
  primary key (plant_view_id, ${component}_id)
);
${fkIndexes(`plant_view_${component}`, `${component}_id`)}`;

const UP = `
create table price_region (
  id text primary key,
  name text not null,
  currency text not null default 'EUR',
  timezone text not null
);

create table pricing_index (
  id text primary key,
  name text not null,
  price_region_id text not null references price_region(id) on delete cascade
);
${fkIndexes('pricing_index', 'price_region_id')}

create table price_forecast_source (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  price_region_id text not null references price_region(id) on delete cascade,
  unique (price_region_id, name)
);

create table physical_plant (
  id text primary key,
  internal_id text not null unique,
  name text not null,
  market_timezone text not null,
  plant_state text not null default 'Live'
    check (plant_state in ('Draft','Setup','Review','Live','Backtesting','Calibration','Paused','Inactive')),
  price_region_id text references price_region(id) on delete set null,
  customer_id uuid references customer(id) on delete set null
);
${fkIndexes('physical_plant', 'price_region_id', 'customer_id')}

create table plant_view (
  id text primary key,
  internal_id text not null,
  portfolio_id text not null references portfolio(id) on delete cascade,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  name text not null
);
${fkIndexes('plant_view', 'portfolio_id', 'physical_plant_id')}

create table hydro_body (
  id text primary key,
  external_id text not null,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  name text not null,
  type text not null,
  latitude float8,
  longitude float8,
  min_level float8,
  max_level float8,
  min_content float8,
  max_content float8
);
${fkIndexes('hydro_body', 'physical_plant_id')}

create table control_unit (
  id text primary key,
  external_id text not null,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  name text not null,
  type text not null check (type in ('TURBINE','GATE','PUMP','PUMP_TURBINE')),
  upstream_id text references hydro_body(id) on delete set null,
  downstream_id text references hydro_body(id) on delete set null,
  control_status text not null default 'HDG_CONTROLLED'
    check (control_status in ('CONTROLLED_SPILL','HDG_CONTROLLED','LEVEL_CONTROLLED_SPILL','MANUAL','PASSIVE','SCADA_LEVEL_REGULATE','UNCONTROLLED')),
  optimization_mode text not null default 'NONE'
    check (optimization_mode in ('OPTIMAL','FOLLOWING_UPSTREAM','FOLLOWING_DOWNSTREAM','NONE')),
  p_min float8, p_max float8, q_min float8, q_max float8,
  pump_p_min float8, pump_p_max float8, pump_q_min float8, pump_q_max float8,
  gate_opening_cm_min float8,
  gate_opening_cm_max float8
);
${fkIndexes('control_unit', 'physical_plant_id', 'upstream_id', 'downstream_id')}

-- Component assignment: a component is part of a plant view when it has a row here (redirect_id set).
${componentAssignment('hydro_body')}

${componentAssignment('control_unit')}

create table level_to_content_point (
  hydro_body_id text not null references hydro_body(id) on delete cascade,
  level float8 not null,   -- m a.s.l.
  content float8 not null, -- m3
  primary key (hydro_body_id, level)
);
create table flow_to_power_point (
  control_unit_id text not null references control_unit(id) on delete cascade,
  flow float8 not null,  -- m3/s, negative while pumping
  power float8 not null, -- MW
  primary key (control_unit_id, flow)
);
create table opening_to_throughput_point (
  control_unit_id text not null references control_unit(id) on delete cascade,
  opening_cm float8 not null,
  throughput float8 not null, -- m3/s
  primary key (control_unit_id, opening_cm)
);

-- The optimiser issue fills this; plans and water values point at the run that made them.
create table optimization_run (
  id uuid primary key default gen_random_uuid(),
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  status text not null default 'done',
  created_at timestamptz not null default now()
);
${fkIndexes('optimization_run', 'physical_plant_id')}

-- One series per owner (a control unit, a hydro body, or a price region [+ forecast source]),
-- quantity and kind. run_id: plans from an optimisation run (null: the stored plan / actuals).
create table series (
  id bigint generated always as identity primary key,
  control_unit_id text references control_unit(id) on delete cascade,
  hydro_body_id text references hydro_body(id) on delete cascade,
  price_region_id text references price_region(id) on delete cascade,
  price_forecast_source_id uuid references price_forecast_source(id) on delete cascade,
  quantity text not null,
  kind text not null check (kind in ('actual','plan','forecast')),
  unit text not null,
  resolution_seconds integer not null default 3600,
  run_id uuid references optimization_run(id) on delete cascade,
  version integer not null default 1,
  check (num_nonnulls(control_unit_id, hydro_body_id, price_region_id) = 1),
  check (price_forecast_source_id is null or price_region_id is not null)
);
create unique index series_identity_idx on series (
  coalesce(control_unit_id, ''), coalesce(hydro_body_id, ''), coalesce(price_region_id, ''),
  coalesce(price_forecast_source_id, '00000000-0000-0000-0000-000000000000'::uuid),
  quantity, kind, coalesce(run_id, '00000000-0000-0000-0000-000000000000'::uuid), version);
${fkIndexes('series', 'control_unit_id', 'hydro_body_id', 'price_region_id', 'price_forecast_source_id', 'run_id')}

-- Values at their UTC instant (start of the interval); gaps are absent rows, never NaN.
create table series_value (
  series_id bigint not null references series(id) on delete cascade,
  ts timestamptz not null,
  value float8 not null,
  primary key (series_id, ts)
);

-- Overrides live beside the originals, which are never overwritten; deleting one sets deleted_at.
create table series_override (
  id bigint generated always as identity primary key,
  series_id bigint not null references series(id) on delete cascade,
  ts timestamptz not null,
  value float8 not null,
  override_by text not null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index series_override_series_id_ts_idx on series_override(series_id, ts);

-- Water values (duals of the optimiser's water balance) per run, per reservoir or turbine and hour.
create table water_value (
  run_id uuid not null references optimization_run(id) on delete cascade,
  hydro_body_id text references hydro_body(id) on delete cascade,
  control_unit_id text references control_unit(id) on delete cascade,
  ts timestamptz not null,
  value_eur_per_mwh float8,
  value_eur_per_m3 float8,
  check (num_nonnulls(hydro_body_id, control_unit_id) = 1)
);
create unique index water_value_identity_idx on water_value(run_id, coalesce(hydro_body_id, ''), coalesce(control_unit_id, ''), ts);
${fkIndexes('water_value', 'hydro_body_id', 'control_unit_id')}
`;

const TABLES = [
  'water_value',
  'series_override',
  'series_value',
  'series',
  'optimization_run',
  'opening_to_throughput_point',
  'flow_to_power_point',
  'level_to_content_point',
  'plant_view_control_unit',
  'plant_view_hydro_body',
  'control_unit',
  'hydro_body',
  'plant_view',
  'physical_plant',
  'price_forecast_source',
  'pricing_index',
  'price_region',
];

export const { up, down } = sqlMigration(UP, TABLES.map((t) => `drop table if exists ${t};`).join('\n'));
