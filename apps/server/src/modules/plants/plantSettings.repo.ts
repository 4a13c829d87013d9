import type { Executor } from '../../db/schema.js';
import { viewsWithPlant } from './viewsWithPlant.repo.js';
import { plantCurrency } from './plantCurrency.repo.js';

/** The plant settings of a plant view's physical plant (plantAdmin's General tab); undefined: no such view. */
export const plantSettingsRow = (plantViewId: string, trx: Executor) =>
  viewsWithPlant(trx)
    .select([
      'p.id',
      'p.customer_id',
      plantCurrency().as('currency'),
      'v.id as plant_view_id',
      'p.internal_id',
      'p.name',
      'p.market_timezone',
      'p.price_region_id',
      'p.price_forecast_source_id',
      'p.plant_state',
      'p.shadow_of_id',
      'p.version',
      'p.updated_by',
      'p.updated_at',
    ])
    .where('v.id', '=', plantViewId)
    .executeTakeFirst();

/** A plant with this id or internal id (undefined: both free). */
export const plantWithIds = (id: string, internalId: string, trx: Executor) =>
  trx
    .selectFrom('physical_plant')
    .select('id')
    .where((w) => w.or([w('id', '=', id), w('internal_id', '=', internalId)]))
    .executeTakeFirst();

/** The plant's state, name, price region and customer. */
export const plantBasics = (plantId: string, trx: Executor) =>
  trx
    .selectFrom('physical_plant')
    .select(['plant_state', 'name', 'price_region_id', 'customer_id'])
    .where('id', '=', plantId)
    .executeTakeFirstOrThrow();

/** The plant view of a plant created in the browser (same id as its plant). */
export async function insertPlantView(
  view: { id: string; internal_id: string; portfolio_id: string; physical_plant_id: string; name: string },
  trx: Executor,
): Promise<void> {
  await trx.insertInto('plant_view').values(view).execute();
}

/** A new display name of the view (the plant's rename renames its view along). */
export async function renamePlantView(viewId: string, name: string, trx: Executor): Promise<void> {
  await trx.updateTable('plant_view').set({ name }).where('id', '=', viewId).execute();
}
