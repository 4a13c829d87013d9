import { READ_ONLY_PORTFOLIO, sortPortfolios, type Portfolio } from '@penstock/domain';
import { perDb } from '../../db/perDb.js';
import type { Db } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';
import { createPortfoliosRepo } from './portfolios.repo.js';

export const PORTFOLIO_NOT_FOUND = 'Portfolio not found';

export function createPortfoliosService(db: Db) {
  const repo = createPortfoliosRepo(db);
  const visible = (user: Pick<AuthUser, 'accountId' | 'isAdmin'>, portfolioId?: string) =>
    user.isAdmin ? repo.all(user.accountId, portfolioId) : repo.linkedTo(user.accountId, portfolioId);

  return {
    /** The user's portfolios (admins: all), by display name with unnamed ones last. */
    async list(user: Pick<AuthUser, 'accountId' | 'isAdmin'>): Promise<Portfolio[]> {
      return sortPortfolios(await visible(user));
    },
    /**
     * The portfolio as this user may see it; 404 when it does not exist or is not theirs (never 403,
     * so ids of other customers' portfolios are not confirmed). With write: 403 when read-only.
     */
    async require(
      user: Pick<AuthUser, 'accountId' | 'isAdmin'>,
      portfolioId: string,
      opts: { write?: boolean } = {},
    ): Promise<Portfolio> {
      const [portfolio] = await visible(user, portfolioId);
      if (!portfolio) throw notFound(PORTFOLIO_NOT_FOUND);
      if (opts.write && !portfolio.can_write) throw forbidden(READ_ONLY_PORTFOLIO);
      return portfolio;
    },
  };
}

/** The portfolios service of a database, built once (every guarded request uses it). */
export const portfoliosService = perDb(createPortfoliosService);
