import type { Point } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';

/** SQL on the head model's tables (head_plant, head_unit, head_curve), owned by plantAdmin. */

export const headPlantRows = (plantId: string, trx: Executor) =>
  trx.selectFrom('head_plant').selectAll().where('physical_plant_id', '=', plantId).orderBy('name').execute();

export const headPlantRow = (plantId: string, id: string, trx: Executor) =>
  trx
    .selectFrom('head_plant')
    .selectAll()
    .where('physical_plant_id', '=', plantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The seats of units on the plant's head plants. */
export const headUnitRows = (plantId: string, trx: Executor) =>
  trx
    .selectFrom('head_unit as u')
    .innerJoin('head_plant as p', 'p.id', 'u.head_plant_id')
    .selectAll('u')
    .where('p.physical_plant_id', '=', plantId)
    .execute();

/** Every curve of the plant's units and head plants (kind, owner, points). */
export const headCurveRows = (unitIds: readonly string[], headPlantIds: readonly string[], trx: Executor) =>
  unitIds.length + headPlantIds.length
    ? trx
        .selectFrom('head_curve')
        .select(['id', 'kind', 'control_unit_id', 'head_plant_id', 'points'])
        .where((w) =>
          w.or([
            ...(unitIds.length ? [w('control_unit_id', 'in', [...unitIds])] : []),
            ...(headPlantIds.length ? [w('head_plant_id', 'in', [...headPlantIds])] : []),
          ]),
        )
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, points: r.points as Point[] })))
    : Promise.resolve([]);

export const headCurveRow = (id: string, trx: Executor) =>
  trx.selectFrom('head_curve').selectAll().where('id', '=', id).executeTakeFirst();

/** Seats on penstocks beyond a head plant's count (refused when its penstock_loss list shrinks). */
export const seatsBeyond = (headPlantId: string, penstocks: number, trx: Executor) =>
  trx
    .selectFrom('head_unit')
    .select(['control_unit_id', 'penstock'])
    .where('head_plant_id', '=', headPlantId)
    .where('penstock', '>', penstocks)
    .execute();

export const headUnitRow = (unitId: string, trx: Executor) =>
  trx.selectFrom('head_unit').selectAll().where('control_unit_id', '=', unitId).executeTakeFirst();

/** The physical plant of a head plant (null: none), for the plant-view path guard. */
export const headPlantPlant = async (id: string, trx: Executor) =>
  (await trx.selectFrom('head_plant').select('physical_plant_id').where('id', '=', id).executeTakeFirst())
    ?.physical_plant_id ?? null;
