import type { Executor } from '../../db/schema.js';

/** The customer's portfolios with the accounts linked to each (account ids), for the customer's page. */
export async function customerPortfolios(customerId: string, db: Executor) {
  const [portfolios, links] = await Promise.all([
    db.selectFrom('portfolio').select(['id', 'display_name']).where('customer_id', '=', customerId).execute(),
    db
      .selectFrom('account_portfolio as l')
      .innerJoin('portfolio as p', 'p.id', 'l.portfolio_id')
      .select(['l.account_id', 'l.portfolio_id'])
      .where('p.customer_id', '=', customerId)
      .execute(),
  ]);
  return portfolios.map((p) => ({
    ...p,
    account_ids: links.filter((l) => l.portfolio_id === p.id).map((l) => l.account_id),
  }));
}
