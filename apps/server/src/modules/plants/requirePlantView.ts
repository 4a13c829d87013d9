import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/httpError.js';
import { requirePortfolio } from '../portfolios/requirePortfolio.js';
import { createPlantsRepo, type PlantViewRow } from './plants.repo.js';

/**
 * Guard for routes under a plant view: the portfolio must be the user's (404 otherwise, see
 * requirePortfolio) and the plant view must belong to it (404 {detail: "Plant view not found"}).
 */
export async function requirePlantView(request: FastifyRequest, portfolioId: string, plantViewId: string): Promise<PlantViewRow> {
  // both lookups at once (series requests are latency-bound); nothing is answered unless both pass
  const [, view] = await Promise.all([requirePortfolio(request, portfolioId), createPlantsRepo(request.server.db).findView(portfolioId, plantViewId)]);
  if (!view) throw notFound('Plant view not found');
  return view;
}
