import { entityColumns, unitRowIndexes } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Maintenance outages (issue 13): one row per outage of a physical plant's unit (turbine, pump or
// pump turbine), with the entity columns of defineEntity (version, updated_at, updated_by; history
// in entity_history). No delete: an outage recorded by mistake is set Inactive. end_ts null means
// 'never' (an unplanned outage until it is closed).
const UP = `
create table maintenance (
  uuid text primary key,
  physical_plant_id text not null references physical_plant(id) on delete cascade,
  plant_view_id text references plant_view(id) on delete set null,
  control_unit_id text not null references control_unit(id) on delete cascade,
  name text not null,
  description text not null default '',
  status text not null check (status in ('Active', 'Inactive')),
  unavailability_reason text not null,
  unavailability_type text not null check (unavailability_type in ('Planned', 'Unplanned')),
  remaining_power double precision not null check (remaining_power >= 0),
  start_ts timestamptz not null,
  end_ts timestamptz check (end_ts is null or end_ts > start_ts),
  created_by text,
  created_at timestamptz not null default now(),
${entityColumns()}
);
${unitRowIndexes('maintenance')}
`;

export const { up, down } = sqlMigration(UP, 'drop table if exists maintenance;');
