import type { PlantState } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';

/** A physical plant's row (null: no such plant). */
export function physicalPlant(id: string, trx: Executor) {
  return trx.selectFrom('physical_plant').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id and market time zone of each of these plants (or of every plant in `state`), by id. */
export function physicalPlants(filter: { ids?: string[]; state?: PlantState }, trx: Executor) {
  if (filter.ids && !filter.ids.length) return Promise.resolve([]);
  return trx
    .selectFrom('physical_plant')
    .select(['id', 'market_timezone', 'plant_state'])
    .$if(filter.ids !== undefined, (q) => q.where('id', 'in', filter.ids!))
    .$if(filter.state !== undefined, (q) => q.where('plant_state', '=', filter.state!))
    .orderBy('id')
    .execute();
}

/** Every hydro body and control unit of these plants: component id with its plant. */
export function plantComponentIds(physicalPlantIds: string[], trx: Executor) {
  if (!physicalPlantIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('control_unit')
    .select(['id', 'physical_plant_id'])
    .where('physical_plant_id', 'in', physicalPlantIds)
    .unionAll(
      trx
        .selectFrom('hydro_body')
        .select(['id', 'physical_plant_id'])
        .where('physical_plant_id', 'in', physicalPlantIds),
    )
    .execute();
}
