import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** The customer owning a portfolio (null: no such portfolio). */
export async function portfolioCustomer(portfolioId: string, trx: Executor): Promise<string | null> {
  const row = await trx.selectFrom('portfolio').select('customer_id').where('id', '=', portfolioId).executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The customers whose portfolios the account reaches. */
export async function customersOfAccount(accountId: string, trx: Executor): Promise<string[]> {
  const rows = await trx
    .selectFrom('account_portfolio as a')
    .innerJoin('portfolio as p', 'p.id', 'a.portfolio_id')
    .select(sql<string>`p.customer_id::text`.as('customer_id'))
    .distinct()
    .where('a.account_id', '=', accountId)
    .execute();
  return rows.map((r) => r.customer_id);
}
