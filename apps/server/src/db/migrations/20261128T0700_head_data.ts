import { entityColumns } from '../entitySql.js';
import { sqlMigration } from '../sqlMigration.js';

// Issue 23: the head model as an administrator enters it, with SHOP's names so SHOP users recognise it.
// - head_plant: a SHOP "plant" inside the physical plant (the units that share an outlet and a main
//   tunnel): outlet_line (tailwater, m a.s.l., constant; a curve against the total discharge is a
//   head_curve of kind outlet-line), main_loss and penstock_loss (m per (m3/s)^2, one per penstock);
// - head_unit: which head plant and penstock a unit sits on, and a pump's head limits (m);
// - head_curve: the curves as point tables ('<kind>:<owner id>'): turb-eff-curves (% against m3/s at
//   net heads), gen-eff-curve (% against MW), pump-eff-curves (% against m3/s at heads) of a unit,
//   outlet-line (m a.s.l. against m3/s) of a head plant. The points are the jsonb the optimiser reads
//   (small tables, read whole), so there is no row table beside them.
// Every row carries version, updated_at and updated_by: writes go through defineEntity (history, 409).
export const { up, down } = sqlMigration(
  [
    `
    create table head_plant (
      id text primary key,
      physical_plant_id text not null references physical_plant(id) on delete cascade,
      name text not null,
      outlet_line float8 not null,
      main_loss float8 not null default 0 check (main_loss >= 0),
      penstock_loss jsonb not null default '[0]',
${entityColumns(6)},
      unique (physical_plant_id, name)
    )`,
    `create index head_plant_physical_plant_id_idx on head_plant (physical_plant_id)`,
    `
    create table head_unit (
      control_unit_id text primary key references control_unit(id) on delete cascade,
      head_plant_id text not null references head_plant(id) on delete cascade,
      penstock integer not null default 1 check (penstock >= 1),
      pump_head_min float8,
      pump_head_max float8,
${entityColumns(6)},
      check (pump_head_min is null or pump_head_max is null or pump_head_min < pump_head_max)
    )`,
    `create index head_unit_head_plant_id_idx on head_unit (head_plant_id)`,
    `
    create table head_curve (
      id text primary key,
      kind text not null check (kind in ('turb-eff-curves', 'gen-eff-curve', 'pump-eff-curves', 'outlet-line')),
      control_unit_id text references control_unit(id) on delete cascade,
      head_plant_id text references head_plant(id) on delete cascade,
      points jsonb not null default '[]',
${entityColumns(6)},
      check (num_nonnulls(control_unit_id, head_plant_id) = 1)
    )`,
    `create index head_curve_control_unit_id_idx on head_curve (control_unit_id)`,
    `create index head_curve_head_plant_id_idx on head_curve (head_plant_id)`,
  ],
  [`drop table head_curve`, `drop table head_unit`, `drop table head_plant`],
);
