import type { Executor } from '../../db/schema.js';

/**
 * The customer's physical plants, by name, and every view of them or in the customer's portfolios
 * (a plant of nobody's viewed in the customer's portfolio is listed too, as the portfolio shows it).
 */
export async function customerPlants(customerId: string, portfolioIds: string[], db: Executor) {
  let views = db
    .selectFrom('plant_view as v')
    .innerJoin('physical_plant as pp', 'pp.id', 'v.physical_plant_id')
    .select(['v.id', 'v.portfolio_id', 'v.name', 'v.physical_plant_id'])
    .where((w) =>
      portfolioIds.length
        ? w.or([w('pp.customer_id', '=', customerId), w('v.portfolio_id', 'in', portfolioIds)])
        : w('pp.customer_id', '=', customerId),
    );
  views = views.orderBy('v.portfolio_id').orderBy('v.id');
  const viewRows = await views.execute();
  const ids = [...new Set(viewRows.map((v) => v.physical_plant_id))];
  const plants = await db
    .selectFrom('physical_plant')
    .select(['id', 'name', 'plant_state'])
    .where((w) =>
      ids.length ? w.or([w('customer_id', '=', customerId), w('id', 'in', ids)]) : w('customer_id', '=', customerId),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return plants.map((p) => ({
    ...p,
    views: viewRows
      .filter((v) => v.physical_plant_id === p.id)
      .map(({ id, portfolio_id, name }) => ({ id, portfolio_id, name })),
  }));
}
