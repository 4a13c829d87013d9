import {
  ACTION_FEATURES,
  plantDenial,
  plantRights,
  type GatedFeature,
  type PlantAction,
  type PlantRights,
  type Portfolio,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http/httpError.js';
import { requireUser } from '../auth/index.js';
import { requireFeature } from '../productModules/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { plantsRepo, type PlantViewRow } from './plants.repo.js';

export interface PlantViewParams {
  portfolioId: string;
  plantViewId: string;
}
/** A plant view the request's user may see, with their rights on it (domain plantRights). */
export interface PlantViewAccess extends PlantViewRow {
  portfolio: Portfolio;
  rights: PlantRights;
}

/**
 * Guard for routes under a plant view: the portfolio must be the user's (404 otherwise, see
 * requirePortfolio), the plant view must belong to it (404 {detail: "Plant view not found"}),
 * and with an action the user must hold that right (403 naming why: read-only portfolio, plant
 * state, admins only; see plantDenial).
 *
 *   const view = await requirePlantView(request, request.params, { action: 'uploadHistorical' });
 *   view.rights.editActualsInFuture // every other right, for finer checks in the service
 *   await requirePlantView(request, request.params, { feature: 'longTermWaterValues' }) // 403 unless its product module is on
 */
export async function requirePlantView(
  request: FastifyRequest,
  params: PlantViewParams,
  opts?: { action?: PlantAction; feature?: GatedFeature },
): Promise<PlantViewAccess>;
/** The same with the ids given apart (reads only; optionally a product module's feature). */
export async function requirePlantView(
  request: FastifyRequest,
  portfolioId: string,
  plantViewId: string,
  feature?: GatedFeature,
): Promise<PlantViewAccess>;
export async function requirePlantView(
  request: FastifyRequest,
  a: PlantViewParams | string,
  b?: string | { action?: PlantAction; feature?: GatedFeature },
  c?: GatedFeature,
): Promise<PlantViewAccess> {
  const { portfolioId, plantViewId } = typeof a === 'string' ? { portfolioId: a, plantViewId: b as string } : a;
  const action = typeof b === 'object' ? b.action : undefined;
  const feature = typeof b === 'object' ? b.feature : c;
  const user = requireUser(request);
  // both lookups at once (series requests are latency-bound); nothing is answered unless both pass.
  // Every action changes something, so a read-only portfolio is refused before the view is looked at.
  const [portfolio, view] = await Promise.all([
    requirePortfolio(request, portfolioId, { write: action !== undefined }),
    plantsRepo(request.server.db).findView(portfolioId, plantViewId),
  ]);
  if (!view) throw notFound('Plant view not found');
  if (action) {
    const denial = plantDenial(action, user, portfolio, view);
    if (denial) throw forbidden(denial);
  }
  // a feature of a product module the plant lacks: 403 with the upgrade detail (domain featureDenial);
  // an action a module sells (ACTION_FEATURES, e.g. runOptimization) is gated by the same rule
  const gated = feature ?? (action ? ACTION_FEATURES[action] : undefined);
  if (gated) await requireFeature(view, gated, request.server.clock.now(), request.server.db);
  return { ...view, portfolio, rights: plantRights(user, portfolio, view) };
}
