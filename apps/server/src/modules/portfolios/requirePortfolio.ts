import type { Portfolio } from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/index.js';
import { portfoliosService } from './portfolios.service.js';

/**
 * Guard for routes under a portfolio: resolves the portfolio for the request's user or throws
 * 404 {detail: "Portfolio not found"} (403 when opts.write and the user may only read).
 *
 *   const portfolio = await requirePortfolio(request, request.params.portfolioId, { write: true });
 */
export function requirePortfolio(
  request: FastifyRequest,
  portfolioId: string,
  opts: { write?: boolean } = {},
): Promise<Portfolio> {
  return portfoliosService(request.server.db).require(requireUser(request), portfolioId, opts);
}
