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
