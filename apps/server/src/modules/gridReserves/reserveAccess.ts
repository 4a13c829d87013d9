import type { GatedFeature } from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/httpError.js';
import { plantsRepo, requirePlantView, type PlantViewAccess } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createGridReservesRepo } from './gridReserves.repo.js';

const FEATURE: GatedFeature = 'gridReserves';

/**
 * The plant view of the portfolio a reserve is reached through, with the user's rights on it (the one
 * rights function: requirePlantView, which also gates the grid_reserves product module). A reserve of a
 * plant the portfolio does not show is 404, as a portfolio that is not the user's; with `write` a
 * read-only portfolio is 403.
 */
export async function requireReserveView(
  request: FastifyRequest,
  portfolioId: string,
  reserveId: string,
  write: boolean,
): Promise<PlantViewAccess> {
  await requirePortfolio(request, portfolioId);
  const db = request.server.db;
  const owner = await createGridReservesRepo(db).plantOf(reserveId);
  const views = owner ? await plantsRepo(db).listViews(portfolioId) : [];
  const view =
    views.find((v) => v.id === owner?.plant_view_id) ??
    views.find((v) => v.physical_plant_id === owner?.physical_plant_id);
  if (!view) throw notFound('Grid reserve not found');
  return requireView(request, portfolioId, view.id, write);
}

/** A plant view of the portfolio for reserves: 404 outside the portfolio, 403 without the module (or, with `write`, without write rights). */
export function requireView(
  request: FastifyRequest,
  portfolioId: string,
  plantViewId: string,
  write: boolean,
): Promise<PlantViewAccess> {
  return requirePlantView(
    request,
    { portfolioId, plantViewId },
    write ? { action: 'write', feature: FEATURE } : { feature: FEATURE },
  );
}
