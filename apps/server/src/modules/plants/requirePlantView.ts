import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/httpError.js';
import { requirePortfolio } from '../portfolios/requirePortfolio.js';
import { createPlantsRepo, type PlantViewRow } from './plants.repo.js';

/**
 * Guard for routes under a plant view: the portfolio must be the user's (404 otherwise, see
 * requirePortfolio) and the plant view must belong to it (404 {detail: "Plant view not found"}).
 */
export async function requirePlantView(request: FastifyRequest, portfolioId: string, plantViewId: string): Promise<PlantViewRow> {
  await requirePortfolio(request, portfolioId);
  const view = await createPlantsRepo(request.server.db).findView(portfolioId, plantViewId);
  if (!view) throw notFound('Plant view not found');
  return view;
}
