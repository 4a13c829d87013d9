import { sql } from 'kysely';
import type { Portfolio } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';

export function createPortfoliosRepo(db: Db) {
  return {
    /** Portfolios linked to the account. */
    linkedTo(accountId: string, portfolioId?: string, trx: Executor = db): Promise<Portfolio[]> {
      let q = trx
        .selectFrom('account_portfolio')
        .innerJoin('portfolio', 'portfolio.id', 'account_portfolio.portfolio_id')
        .select([
          'portfolio.id',
          'portfolio.display_name',
          'account_portfolio.can_write',
          'account_portfolio.is_default',
        ])
        .where('account_portfolio.account_id', '=', accountId);
      if (portfolioId !== undefined) q = q.where('portfolio.id', '=', portfolioId);
      return q.execute();
    },
    /** Every portfolio, as an admin sees it: writable; default from the admin's own link. */
    all(accountId: string, portfolioId?: string, trx: Executor = db): Promise<Portfolio[]> {
      let q = trx
        .selectFrom('portfolio')
        .leftJoin('account_portfolio', (j) =>
          j
            .onRef('account_portfolio.portfolio_id', '=', 'portfolio.id')
            .on('account_portfolio.account_id', '=', accountId),
        )
        .select([
          'portfolio.id',
          'portfolio.display_name',
          sql<boolean>`true`.as('can_write'),
          sql<boolean>`coalesce(account_portfolio.is_default, false)`.as('is_default'),
        ]);
      if (portfolioId !== undefined) q = q.where('portfolio.id', '=', portfolioId);
      return q.execute();
    },
  };
}

/** Portfolios as the admin list shows them (one when `portfolioId` is given), without their customer's name and views. */
export function portfolioAdminRows(adminAccountId: string, portfolioId: string | undefined, trx: Executor) {
  let q = trx
    .selectFrom('portfolio as p')
    .leftJoin('account_portfolio as mine', (j) =>
      j.onRef('mine.portfolio_id', '=', 'p.id').on('mine.account_id', '=', adminAccountId),
    )
    .select([
      'p.id',
      'p.display_name',
      sql<boolean>`true`.as('can_write'),
      sql<boolean>`coalesce(mine.is_default, false)`.as('is_default'),
      'p.customer_id',
      'p.version',
      sql<number>`(select count(*)::int from account_portfolio a where a.portfolio_id = p.id)`.as('accounts'),
    ])
    .orderBy('p.id');
  if (portfolioId) q = q.where('p.id', '=', portfolioId);
  return q.execute();
}

/** The portfolio's customer (undefined: no such portfolio). */
export const customerOfPortfolio = async (portfolioId: string, trx: Executor) =>
  (await trx.selectFrom('portfolio').select('customer_id').where('id', '=', portfolioId).executeTakeFirst())
    ?.customer_id;
