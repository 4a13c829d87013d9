import { entityColumns, unitRowIndexes } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Grid reserves (issue 24): one row per reserve product a unit of a physical plant holds (an
// included obligation or an additional offer), with the entity columns of defineEntity (version,
// updated_at, updated_by; history in entity_history). grid_reserve_type follows from reserve_type and
// direction (a symmetric product takes the Positive type). grid_reserve_plan keeps each optimisation
// run's plan of every reserve per step (held MW, shortfall, expected activated energy, revenue); it
// is the run's own output like water_value, so it goes when the run goes. The reserve it planned may
// be deleted later: the plan keeps unit, product and direction so it still reads.
const UP = `
create table grid_reserve (
  id text primary key,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  plant_view_id text references plant_view(id) on delete set null on update cascade,
  control_unit_id text not null references control_unit(id) on delete cascade,
  grid_reserve_type text not null check (grid_reserve_type in ('gridReserveSpinningNegative',
    'gridReserveSpinningPositive', 'gridReserveStandingNegative', 'gridReserveStandingPositive')),
  product_name text not null,
  direction text not null check (direction in ('positive', 'negative', 'symmetric')),
  reserve_type text not null check (reserve_type in ('spinning', 'standing')),
  mode text not null check (mode in ('included', 'additional')),
  hourly_schedule integer not null check (hourly_schedule > 0 and 24 % hourly_schedule = 0),
  min_bid_mw double precision not null default 0 check (min_bid_mw >= 0),
  bid_step_mw double precision not null default 0 check (bid_step_mw >= 0),
  capacity_price double precision not null default 0,
  mw double precision check (mw is null or mw > 0),
  activation_factor double precision not null check (activation_factor between 0 and 1),
  activation_compensation double precision not null default 0,
  start_ts timestamptz not null,
  end_ts timestamptz not null check (end_ts > start_ts),
  status text not null check (status in ('Active', 'Inactive')),
  created_by text,
  created_at timestamptz not null default now(),
${entityColumns()}
);
${unitRowIndexes('grid_reserve')}

create table grid_reserve_plan (
  run_id uuid not null references optimization_run(id) on delete cascade,
  grid_reserve_id text not null,
  control_unit_id text not null references control_unit(id) on delete cascade,
  product_name text not null,
  direction text not null,
  reserve_type text not null,
  mode text not null,
  ts timestamptz not null,
  held_mw double precision not null,
  shortfall_mw double precision not null,
  activated_mwh double precision not null,
  activated_up_mwh double precision not null,
  activated_down_mwh double precision not null,
  revenue double precision not null,
  primary key (run_id, grid_reserve_id, ts)
);
create index grid_reserve_plan_unit_idx on grid_reserve_plan (control_unit_id);
create index grid_reserve_plan_reserve_idx on grid_reserve_plan (grid_reserve_id);
`;

export const { up, down } = sqlMigration(
  UP,
  'drop table if exists grid_reserve_plan; drop table if exists grid_reserve;',
);
