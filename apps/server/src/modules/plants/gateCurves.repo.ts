import type { Executor } from '../../db/schema.js';

/** The plant's gates with their opening limit and opening-to-throughput points (a row per point; a gate without points: nulls). */
export function gateCurves(physicalPlantId: string, trx: Executor) {
  return trx
    .selectFrom('control_unit')
    .leftJoin('opening_to_throughput_point as p', 'p.control_unit_id', 'control_unit.id')
    .select(['control_unit.id', 'control_unit.gate_opening_cm_max', 'p.opening_cm', 'p.throughput'])
    .where('control_unit.physical_plant_id', '=', physicalPlantId)
    .where('control_unit.type', '=', 'GATE')
    .execute();
}
