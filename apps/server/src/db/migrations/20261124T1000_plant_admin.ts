import { INSERT_HISTORY, addEntityColumns, entityColumns } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Plants administration (issue 10):
// - physical plants, hydro bodies and control units become entities with history (version,
//   updated_at, updated_by); existing rows get a "create" entry so their history starts complete;
// - a plant's price forecast source, and shadow_of_id for a shadow plant (a what-if copy: optimised
//   like any plant, never nominated);
// - a reservoir's spill target and a unit's travel delay (both reach the optimiser's model);
// - flow-to-power points may carry the head they were measured at (m), for the efficiency check;
// - point_table: version and history of each point table (its points as jsonb, written in the same
//   transaction as the point rows the optimiser reads);
// - plant_strategy (strategy adjustment) and plant_analytics (analytics parameters), one row per plant.
const UP = `
alter table physical_plant
${addEntityColumns},
  add column price_forecast_source_id uuid references price_forecast_source(id) on delete set null,
  add column shadow_of_id text references physical_plant(id) on delete set null;
create index physical_plant_price_forecast_source_id_idx on physical_plant(price_forecast_source_id);
create index physical_plant_shadow_of_id_idx on physical_plant(shadow_of_id);

alter table hydro_body
${addEntityColumns},
  add column spill_target_id text references hydro_body(id) on delete set null;
create index hydro_body_spill_target_id_idx on hydro_body(spill_target_id);

alter table control_unit
${addEntityColumns},
  add column travel_delay_minutes integer not null default 0 check (travel_delay_minutes between 0 and 10080);

alter table flow_to_power_point add column head float8;

create table point_table (
  id text primary key, -- '<kind>:<component id>'
  kind text not null check (kind in ('level-to-content', 'flow-to-power', 'opening-to-throughput')),
  hydro_body_id text references hydro_body(id) on delete cascade,
  control_unit_id text references control_unit(id) on delete cascade,
  points jsonb not null default '[]',
${entityColumns()},
  check (num_nonnulls(hydro_body_id, control_unit_id) = 1)
);
create index point_table_hydro_body_id_idx on point_table(hydro_body_id);
create index point_table_control_unit_id_idx on point_table(control_unit_id);

create table plant_strategy (
  physical_plant_id text primary key references physical_plant(id) on delete cascade,
  water_value_factor_percent float8 not null default 100 check (water_value_factor_percent between 10 and 1000),
${entityColumns()}
);

create table plant_analytics (
  physical_plant_id text primary key references physical_plant(id) on delete cascade,
  horizon_hours integer not null default 240 check (horizon_hours between 24 and 8784),
  terminal_water_value_method text not null default 'LONG_TERM' check (terminal_water_value_method in ('LONG_TERM', 'MEAN_PRICE', 'FIXED')),
  terminal_water_value_eur_mwh float8,
${entityColumns()},
  check (terminal_water_value_method <> 'FIXED' or terminal_water_value_eur_mwh is not null)
);

${INSERT_HISTORY}
select 'physical_plant', p.id, 1, 'create', p.updated_at, null, '{}'::jsonb, to_jsonb(p) from physical_plant p;
${INSERT_HISTORY}
select 'hydro_body', b.id, 1, 'create', b.updated_at, null, '{}'::jsonb, to_jsonb(b) from hydro_body b;
${INSERT_HISTORY}
select 'control_unit', u.id, 1, 'create', u.updated_at, null, '{}'::jsonb, to_jsonb(u) from control_unit u;
`;

export const { up, down } = sqlMigration(
  UP,
  `delete from entity_history where entity in ('physical_plant', 'hydro_body', 'control_unit', 'level-to-content', 'flow-to-power', 'opening-to-throughput', 'plant_strategy', 'plant_analytics');
drop table if exists plant_analytics; drop table if exists plant_strategy; drop table if exists point_table;
alter table flow_to_power_point drop column head;
alter table control_unit drop column travel_delay_minutes, drop column updated_by, drop column updated_at, drop column version;
alter table hydro_body drop column spill_target_id, drop column updated_by, drop column updated_at, drop column version;
alter table physical_plant drop column shadow_of_id, drop column price_forecast_source_id, drop column updated_by, drop column updated_at, drop column version;`,
);
