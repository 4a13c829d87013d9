import {
  commonCurrency,
  errorBodySchema,
  featureAvailable,
  gridReserveRevenueSchema,
  rangeQuerySchema,
  gridReserveCostsBodySchema,
  gridReserveCostsSchema,
  gridReserveScheduleQuerySchema,
  gridReserveScheduleSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidFields } from '../../http/httpError.js';
import { errorResponses } from '../../http/schemas.js';
import { plantsRepo, requirePlantView } from '../plants/index.js';
import { requirePortfolio } from '../portfolios/index.js';
import { plantModuleStates } from '../productModules/index.js';
import { createGridReservesRepo } from './gridReserves.repo.js';
import { plantReserveRevenue } from './plantReserveRevenue.js';
import { COSTS_MAX_HOURS, COSTS_TAIL_HOURS, reserveCosts } from './reserveCosts.js';
import { reserveScheduleAnswer, SCHEDULE_MAX_DAYS } from './reserveScheduleAnswer.js';
import { requireView } from './reserveAccess.js';

const id = z.string().max(200);
const tags = ['grid reserves'];
const failures = {
  ...errorResponses,
  403: errorBodySchema.describe('The grid_reserves product module is not active for the plant'),
  404: errorBodySchema.describe("Portfolio or plant view not found (or not the user's)"),
};

/** The plan's reserves (schedule) and what one more block would cost (grid-reserve-costs). */
const gridReserveResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createGridReservesRepo(app.db);

  app.get('/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/grid-reserve-schedule', {
    schema: {
      tags,
      summary:
        "The plan's grid reserves: per unit, product and direction the held MW, revenue and expected activated energy",
      description:
        'Query start-ts, end-ts (UTC epoch ms, end exclusive, end after start, at most ' +
        `${SCHEDULE_MAX_DAYS} days), granularity (hour, day, week, month, year; omitted: per plan step), timezone (IANA; default the plant's). ` +
        'Each step is the plan of the latest succeeded optimisation run covering it (the plan of an hour), named by run_id; buckets average held and shortfall MW and sum energy and revenue. ' +
        'One entry per reserve (its id, unit, product, direction, type and mode). revenue = capacity price x held MW x hours + activation compensation x activated MWh up and down, in the plant currency. ' +
        'A symmetric product holds held_mw up and down; its expected activation is half up and half down (activated_mwh 0).',
      params: z.object({ portfolioId: id, plantViewId: id }),
      querystring: gridReserveScheduleQuerySchema,
      response: { 200: gridReserveScheduleSchema, ...failures },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { feature: 'gridReserves' });
      return reserveScheduleAnswer(app.db, view, request.query);
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/grid-reserve-revenue', {
    schema: {
      tags,
      summary:
        "The plan's grid reserve revenue per plant view of the portfolio (beside the energy revenue of the overview)",
      description:
        'Query start-ts, end-ts (UTC epoch ms, end exclusive). Per plant view: capacity price x held MW x hours plus activation compensation x activated MWh, ' +
        'each hour from the latest succeeded run covering it, in the plant currency; null when the plan holds no reserve there or the plant lacks the grid_reserves module. ' +
        'total: the sum when every plant has the same currency (currency), else null.',
      params: z.object({ portfolioId: id }),
      querystring: rangeQuerySchema,
      response: { 200: gridReserveRevenueSchema, ...failures },
    },
    handler: async (request) => {
      const { portfolioId } = request.params;
      await requirePortfolio(request, portfolioId);
      const start = request.query['start-ts'];
      const end = request.query['end-ts'];
      const views = await plantsRepo(app.db).listViews(portfolioId);
      const now = app.clock.now();
      const plants = await Promise.all(
        views.map(async (v) => ({
          plant_view_id: v.id,
          name: v.name,
          currency: v.currency,
          reserve_revenue: featureAvailable('gridReserves', await plantModuleStates(v.physical_plant_id, now, app.db))
            ? await plantReserveRevenue(v, start, end, app.db)
            : null,
        })),
      );
      const money = commonCurrency(views);
      const held = plants.filter((p) => p.reserve_revenue !== null);
      return {
        start_ts: start,
        end_ts: end,
        plants,
        currency: money.ok ? money.currency : null,
        total: money.ok && held.length ? held.reduce((s, p) => s + p.reserve_revenue!, 0) : null,
      };
    },
  });

  app.post('/dashboard-v3/portfolio/:portfolioId/grid-reserve-costs', {
    schema: {
      tags,
      summary: 'Opportunity cost of holding more grid reserve capacity (the capacity price to bid), by re-solve',
      description:
        'Body: plant_view_id, power_unit_id (a turbine or pump turbine of the view), product, direction (positive, negative, symmetric), reserve_type (default spinning), ' +
        'hourly_schedule (hours; default the range length when it divides a day, else 1), start-ts and end-ts (UTC epoch ms on block boundaries in the plant zone), mw (at most the unit p_max), ' +
        'activation_factor (0-1, default 0) and activation_compensation (default 0). ' +
        `The plant's model as a run builds it (its reserves, outages, constraints, overrides) from the latest measured state to ${COSTS_TAIL_HOURS} h after end-ts (at most ${COSTS_MAX_HOURS / 24} days) is solved without and with the capacity held as an obligation. ` +
        'cost_eur = objective_without - objective_with; cost_eur_per_mw_h = cost_eur / (mw x hours). Figures are in the plant currency (currency). 422 when the plan cannot be solved. ' +
        'The computation stops when the client disconnects.',
      params: z.object({ portfolioId: id }),
      body: gridReserveCostsBodySchema,
      response: {
        200: gridReserveCostsSchema,
        ...failures,
        422: errorBodySchema.describe('The plan could not be solved'),
      },
    },
    handler: async (request, reply) => {
      const view = await requireView(request, request.params.portfolioId, request.body.plant_view_id, false);
      const unit = await repo.unitOfView(view.id, request.body.power_unit_id);
      if (!unit)
        throw invalidFields('body', [
          { path: 'power_unit_id', message: 'No turbine or pump turbine of this plant view has this id' },
        ]);
      // a client that goes away cancels the solves
      const abort = new AbortController();
      request.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return reserveCosts(app.db, view, unit, request.body, { now: app.clock.now().getTime(), signal: abort.signal });
    },
  });
};

export default gridReserveResultRoutes;
