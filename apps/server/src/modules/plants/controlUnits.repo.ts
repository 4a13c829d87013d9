import type { ControlUnitTable, Executor } from '../../db/schema.js';

type ControlUnitType = ControlUnitTable['type'];

const COLUMNS = [
  'u.id',
  'u.name',
  'u.type',
  'u.physical_plant_id',
  'u.upstream_id',
  'u.p_max',
  'u.q_max',
  'u.pump_p_max',
  'u.gate_opening_cm_max',
  'u.droop_percent',
] as const;

/** Control units by id, with their limits. */
export function controlUnitsById(ids: string[], trx: Executor) {
  if (!ids.length) return Promise.resolve([]);
  return trx.selectFrom('control_unit as u').select(COLUMNS).where('u.id', 'in', ids).execute();
}

/** The control units of a physical plant, with their limits. */
export function plantControlUnits(physicalPlantId: string, trx: Executor) {
  return trx
    .selectFrom('control_unit as u')
    .select(COLUMNS)
    .where('u.physical_plant_id', '=', physicalPlantId)
    .execute();
}

/** The control units a plant view shows (optionally only of these types, or only one), with their limits. */
export function viewControlUnits(
  plantViewId: string,
  filter: { types?: readonly ControlUnitType[]; id?: string },
  trx: Executor,
) {
  return trx
    .selectFrom('plant_view_control_unit as a')
    .innerJoin('control_unit as u', 'u.id', 'a.control_unit_id')
    .select(COLUMNS)
    .where('a.plant_view_id', '=', plantViewId)
    .$if(filter.id !== undefined, (q) => q.where('u.id', '=', filter.id!))
    .$if(filter.types !== undefined, (q) => q.where('u.type', 'in', filter.types!))
    .execute();
}
