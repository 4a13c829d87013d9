import type { Executor } from '../../db/schema.js';

/**
 * Price regions with their day-ahead pricing index and a shared forecast source named
 * `sourceName`, created where missing (the simulated world's market). Answers the source id per
 * region.
 */
export async function ensureRegionsWithSource(
  trx: Executor,
  regions: readonly { id: string; name: string; currency: string; timezone: string }[],
  sourceName: string,
): Promise<Map<string, string>> {
  await trx
    .insertInto('price_region')
    .values(regions.map((r) => ({ id: r.id, name: r.name, currency: r.currency, timezone: r.timezone })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('pricing_index')
    .values(regions.map((r) => ({ id: `${r.id}.day-ahead`, name: `${r.name} day-ahead`, price_region_id: r.id })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('price_forecast_source')
    .values(regions.map((r) => ({ name: sourceName, price_region_id: r.id })))
    .onConflict((oc) => oc.columns(['price_region_id', 'name']).where('customer_id', 'is', null).doNothing())
    .execute();
  const sources = await trx
    .selectFrom('price_forecast_source')
    .select(['id', 'price_region_id'])
    .where('name', '=', sourceName)
    .execute();

  return new Map(sources.map((s) => [s.price_region_id, s.id]));
}
