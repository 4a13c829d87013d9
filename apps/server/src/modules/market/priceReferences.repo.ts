import type { Executor } from '../../db/schema.js';

/** Whether the price region exists (a plant's settings name it). */
export const priceRegionExists = async (id: string, trx: Executor) =>
  !!(await trx.selectFrom('price_region').select('id').where('id', '=', id).executeTakeFirst());

/** The forecast source's region, name and owning customer (undefined: no such source). */
export const forecastSourceOf = (id: string, trx: Executor) =>
  trx
    .selectFrom('price_forecast_source')
    .select(['price_region_id', 'name', 'customer_id'])
    .where('id', '=', id)
    .executeTakeFirst();
