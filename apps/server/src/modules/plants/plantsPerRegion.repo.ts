import type { Executor } from '../../db/schema.js';

/** How many physical plants sell into each price region, by region id (regions without plants are left out). */
export async function plantsPerRegion(trx: Executor): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('physical_plant')
    .select(['price_region_id', (e) => e.fn.countAll<number>().as('n')])
    .where('price_region_id', 'is not', null)
    .groupBy('price_region_id')
    .execute();
  return new Map(rows.map((r) => [r.price_region_id!, Number(r.n)]));
}
