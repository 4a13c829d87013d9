import type { Executor } from '../../db/schema.js';

/**
 * What the optimiser's model needs of a plant's topology, by id: hydro bodies and control units,
 * the bodies' level-to-content points (by level), the units' flow-to-power points (by flow) and
 * each gate's largest opening-to-throughput value.
 */
export async function plantTopology(physicalPlantId: string, trx: Executor) {
  const [bodies, units] = await Promise.all([
    trx.selectFrom('hydro_body').selectAll().where('physical_plant_id', '=', physicalPlantId).orderBy('id').execute(),
    trx.selectFrom('control_unit').selectAll().where('physical_plant_id', '=', physicalPlantId).orderBy('id').execute(),
  ]);
  const bodyIds = bodies.map((b) => b.id);
  const unitIds = units.map((u) => u.id);
  const gateIds = units.filter((u) => u.type === 'GATE').map((u) => u.id);
  const [levelContent, flowPower, gateMax] = await Promise.all([
    bodyIds.length
      ? trx
          .selectFrom('level_to_content_point')
          .selectAll()
          .where('hydro_body_id', 'in', bodyIds)
          .orderBy('level')
          .execute()
      : [],
    unitIds.length
      ? trx
          .selectFrom('flow_to_power_point')
          .selectAll()
          .where('control_unit_id', 'in', unitIds)
          .orderBy('flow')
          .execute()
      : [],
    gateIds.length
      ? trx
          .selectFrom('opening_to_throughput_point')
          .select(['control_unit_id', (e) => e.fn.max('throughput').as('max')])
          .where('control_unit_id', 'in', gateIds)
          .groupBy('control_unit_id')
          .execute()
      : [],
  ]);
  return {
    bodies,
    units,
    levelContent,
    flowPower,
    gateMaxThroughput: new Map(gateMax.map((r) => [r.control_unit_id, Number(r.max)])),
  };
}
