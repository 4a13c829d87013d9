import {
  errorBodySchema,
  gridReserveCreateSchema,
  gridReserveDeleteQuerySchema,
  gridReserveListQuerySchema,
  gridReserveListSchema,
  gridReserveSchema,
  gridReserveUpdateSchema,
  historySchema,
  featureAvailable,
  staleWriteSchema,
} from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidFields } from '../../http/httpError.js';
import { routeGroup } from '../../http/routeGroup.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { plantsRepo } from '../plants/index.js';
import { plantModuleStates } from '../productModules/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { createGridReservesService } from './gridReserves.service.js';
import { requireReserveView, requireView } from './reserveAccess.js';

const id = z.string().max(200);
const portfolioParams = z.object({ portfolioId: id });
const oneParams = portfolioParams.extend({ id });
const BASE = '/dashboard-v3/portfolio/:portfolioId/grid-reserve';
const tags = ['grid reserves'];
const failures = {
  ...errorResponses,
  403: errorBodySchema.describe(
    'Read-only portfolio, a change of the past the rules refuse, or the grid_reserves product module not active for the plant',
  ),
  404: errorBodySchema.describe("Portfolio, plant view or grid reserve not found (or not the user's)"),
};
export const RESERVE_RULES =
  ' Times are UTC epoch ms, end exclusive. A reserve is held by one turbine or pump turbine of the plant view (power_unit_id). ' +
  'grid_reserve_type follows from reserve_type and direction (gridReserve{Spinning|Standing}{Positive|Negative}); a symmetric product (the same MW up and down) takes the Positive type. ' +
  'mode included: an obligation sold at capacity_price that the plan must hold (mw required); additional: an offer the optimiser decides at capacity_price (mw: the most offered, null: the unit p_max). ' +
  'mw is at least min_bid_mw, a multiple of bid_step_mw (0: any) and at most the unit p_max. hourly_schedule (hours, divides 24) cuts the day into blocks from 00:00 in the plant zone; start_ts and end_ts must be block boundaries (400 otherwise, naming the nearest ones). ' +
  'capacity_price per MW and hour and activation_compensation per MWh are in the plant currency (currency). activation_factor 0-1: the share of the held capacity expected to be activated as energy. ' +
  'Creating a reserve starting before today 00:00 in the plant zone needs an admin or a plant in Setup; when the plant is Live only the future can change (what the reserve did before now stays), except for admins. ' +
  'Every change is kept in the history (who, when, what); a PUT or DELETE with a stale version answers 409 with who changed it and when. ' +
  'The grid_reserves product module (ACTIVE or TRIAL) gates every call: 403 with the upgrade detail without it.';

const gridReserveRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGridReservesService(app.db, app.clock);
  const plants = plantsRepo(app.db);

  const route = routeGroup(app, { tags, failures });
  const stale = (what: string) => ({
    409: staleWriteSchema.describe(`Changed by someone else since loaded (who, when); nothing ${what}`),
  });
  /** The reserve's view (seen by the user; writable for a change). */
  const reserveView = (request: FastifyRequest<{ Params: z.output<typeof oneParams> }>, write: boolean) =>
    requireReserveView(request, request.params.portfolioId, request.params.id, write);

  route.get(
    BASE,
    {
      summary:
        'Grid reserves of the portfolio (or of one plant view) overlapping start-ts..end-ts, with status (default Active)',
      description:
        'Query: plant_view_id (one plant view: 403 when its plant lacks the grid_reserves module), status Active (default), Inactive or all, start-ts and end-ts (UTC epoch ms, both optional; end-ts after start-ts). ' +
        'Without plant_view_id the plants of the portfolio without the grid_reserves module are left out.' +
        RESERVE_RULES,
      params: portfolioParams,
      querystring: gridReserveListQuerySchema,
      response: gridReserveListSchema,
    },
    async (request) => {
      const { portfolioId } = request.params;
      const q = request.query;
      let views;
      if (q.plant_view_id !== undefined) views = [await requireView(request, portfolioId, q.plant_view_id, false)];
      else {
        await requirePortfolio(request, portfolioId);
        const all = await plants.listViews(portfolioId);
        const now = app.clock.now();
        const open = await Promise.all(
          all.map(async (v) =>
            featureAvailable('gridReserves', await plantModuleStates(v.physical_plant_id, now, app.db)),
          ),
        );
        views = all.filter((_, i) => open[i]);
      }
      return service.list(views, {
        ...(q.status === 'all' ? {} : { status: q.status }),
        from: q['start-ts'],
        to: q['end-ts'],
      });
    },
  );

  route.post(
    BASE,
    {
      summary: 'Record a grid reserve (an obligation sold or an offer) of a unit of a plant view',
      description: RESERVE_RULES,
      params: portfolioParams,
      body: gridReserveCreateSchema,
      response: gridReserveSchema,
    },
    async (request) => {
      const view = await requireView(request, request.params.portfolioId, request.body.plant_view_id, true);
      return service.create(requireUser(request), view, request.body);
    },
  );

  route.get(
    `${BASE}/:id`,
    { summary: 'One grid reserve', params: oneParams, response: gridReserveSchema },
    async (request) => {
      const [one] = (await service.list([await reserveView(request, false)], {})).filter(
        (r) => r.id === request.params.id,
      );
      return one;
    },
  );

  route.put(
    `${BASE}/:id`,
    {
      summary: 'Update a grid reserve (every field; version: the one loaded)',
      description: `plant_view_id may name another plant view of the portfolio showing the same plant.${RESERVE_RULES}`,
      params: oneParams,
      body: gridReserveUpdateSchema,
      response: gridReserveSchema,
      failures: stale('saved'),
    },
    async (request) => {
      const { portfolioId, id: reserveId } = request.params;
      const current = await reserveView(request, true);
      const view =
        request.body.plant_view_id === current.id
          ? current
          : await requireView(request, portfolioId, request.body.plant_view_id, true);
      if (view.physical_plant_id !== current.physical_plant_id)
        throw invalidFields('body', [
          {
            path: 'plant_view_id',
            message: "Must be a plant view of the reserve's plant (a reserve stays with its plant)",
          },
        ]);
      return service.update(requireUser(request), view, reserveId, request.body);
    },
  );

  route.delete(
    `${BASE}/:id`,
    {
      summary: 'Delete a grid reserve (its history keeps a delete entry with the last values)',
      description: `Query version: the one loaded (optional; 409 when stale).${RESERVE_RULES}`,
      params: oneParams,
      querystring: gridReserveDeleteQuerySchema,
      response: z.null().describe('Deleted'),
      status: 204,
      failures: stale('deleted'),
    },
    async (request) => {
      await service.remove(
        requireUser(request),
        await reserveView(request, true),
        request.params.id,
        request.query.version,
      );
      return null;
    },
  );

  route.get(
    `${BASE}/:id/history`,
    {
      summary: 'Every change of the grid reserve, newest first (who, when, the changed fields)',
      params: oneParams,
      response: historySchema,
    },
    async (request) => service.history(await reserveView(request, false), request.params.id),
  );
};

export default gridReserveRoutes;
