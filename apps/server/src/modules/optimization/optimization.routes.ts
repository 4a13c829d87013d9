import {
  errorBodySchema,
  incompletePlantDetail,
  maintenanceHorizonDenial,
  BASIC_MAINTENANCE_HORIZON_DAYS,
  maintenanceCandidateListSchema,
  orderedRange,
  ORDERED_RANGE_ISSUE,
  optimizationRunSchema,
  runComparisonSchema,
} from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelRunRoute } from '../../http/cancelRunRoute.js';
import { routeGroup } from '../../http/routeGroup.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { requirePlantView } from '../plants/index.js';
import { analyticsParameters, missingDataOf } from '../plantAdmin/index.js';
import { forbidden, HttpError } from '../../http/httpError.js';
import { plantModuleStates } from '../productModules/index.js';
import { sendingJobs } from '../../jobs/jobRuntime.js';
import { HOURLY_CANDIDATES_UP_TO_HOURS, optimalMaintenanceTimings, TOP_CANDIDATES } from './maintenanceTimings.js';
import {
  MAX_RESOLVE_HOURS,
  RESOLVE_TAIL_HOURS,
  RESOLVED_CANDIDATES,
  resolveMaintenanceWindows,
} from './resolveMaintenanceWindows.js';
import { createOptimizationService } from './optimization.service.js';
import { subscribeReplanOnNewWater } from './replanOnNewWater.js';
import { viewParams } from '../../http/viewRouteSchemas.js';

const runSchema = optimizationRunSchema;
const runParams = viewParams.extend({ runId: z.uuid() });
const responses = {
  ...errorResponses,
  403: errorBodySchema.describe(
    "Read-only portfolio, or optimal maintenance timings reaching past the plant's maintenance planning horizon",
  ),
  404: errorBodySchema.describe('Portfolio, plant view or run not found'),
};
const BASE = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/optimization';

const optimizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = createOptimizationService(app.db, () => sendingJobs(app.db));
  // every process that writes series (API, workers) re-plans Live plants when their water changes
  const unsubscribe = subscribeReplanOnNewWater(app.db, app.log);
  app.addHook('onClose', async () => unsubscribe());
  const route = routeGroup(app, { tags: ['optimization'], failures: responses });

  route.post(
    BASE,
    {
      summary: 'Start an optimisation run of the plant (write permission or admin)',
      description:
        "Queues a run (a pg-boss job; a worker solves it). Body: start-ts (epoch ms, first hour; default the hour of the latest measured content) and hours (1..8784, default the plant's analytics parameter horizon_hours, 240 unless set). Answers the queued run (202). Refused in Inactive (403) and for a plant whose data is incomplete (422 naming what is missing, e.g. \"turbine M1 has no flow-to-power curve\"). What the run uses of the plant administration: topology (bodies, units, upstream and downstream, travel delay, spill target), level-to-content (level limits, results as levels), flow-to-power and pumping points, q_max and p_max (gates without q_max: their opening-to-throughput table's largest throughput), min and max content (soft), the price forecast source (else the region's oldest forecast series), strategy adjustment and analytics parameters (terminal water value, horizon); control_status PASSIVE, MANUAL and UNCONTROLLED units are not dispatched (zero release where no plan override fixes them; an UNCONTROLLED gate's reservoir overflows to the gate's downstream reservoir). p_min, q_min and the pump minima (a unit runs at least at them or stands still: on/off decisions, solved as a MIP), optimization_mode (FOLLOWING_UPSTREAM / FOLLOWING_DOWNSTREAM hold the followed reservoir at its start content; docs/unit-modes-and-minima.md). Not used: gate opening extrema (uploads only). An empty body takes every default.",
      params: viewParams,
      body: z
        .object({ 'start-ts': z.number().int().optional(), hours: z.number().int().min(1).max(8784).optional() })
        .nullish(),
      response: runSchema,
      status: 202,
      failures: { 422: errorBodySchema.describe("The plant's data is incomplete: the detail names what is missing") },
    },
    async (request) => {
      const user = requireUser(request);
      const view = await requirePlantView(request, request.params, { action: 'runOptimization' });
      // refused at once, naming what is missing, rather than a run that fails in the queue
      const missing = await missingDataOf(view.physical_plant_id, app.db);
      if (missing.length) throw new HttpError(422, incompletePlantDetail(view.physical_plant_name, missing));
      const hours = request.body?.hours ?? (await analyticsParameters(view.physical_plant_id, app.db)).horizon_hours;
      return runs.start(view, user.email, { start: request.body?.['start-ts'], hours });
    },
  );

  route.get(
    BASE,
    {
      summary: 'Last optimisation runs of the plant view, newest first',
      params: viewParams,
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: z.array(runSchema),
    },
    async (request) => runs.list((await requirePlantView(request, request.params)).id, request.query.limit),
  );

  route.get(
    `${BASE}/:runId`,
    { summary: 'One optimisation run with its log', params: runParams, response: runSchema },
    async (request) => runs.get((await requirePlantView(request, request.params)).id, request.params.runId),
  );

  route.get(
    `${BASE}/:runId/comparison`,
    {
      summary: "A succeeded run's plan against the previous succeeded run's, over the hours both cover",
      description:
        "Net generation (MWh) and revenue (EUR, at each run's own prices), their difference, and net plant power per hour (MW) of both plans. 409 when the run has no plan.",
      params: runParams,
      response: runComparisonSchema,
      failures: { 409: errorBodySchema },
    },
    async (request) => {
      const view = await requirePlantView(request, request.params, { feature: 'planComparison' });
      return runs.compare(view.id, request.params.runId);
    },
  );

  cancelRunRoute(
    app,
    route,
    { base: BASE, what: 'run', params: runParams, response: runSchema },
    async (request, ...end) =>
      runs.cancel((await requirePlantView(request, request.params, { action: 'write' })).id, ...end),
  );

  route.get(
    '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/turbine/:turbineId/optimal-maintenance-timings',
    {
      summary: 'Candidate start times for a turbine outage, ranked by lost value (cheapest first)',
      description:
        'By default (method=approximation) a sound approximation from water values and prices, not a re-solve per candidate. Lost value of an outage window = ' +
        'sum over its hours of max(0, price - water value of the turbine) EUR/MWh x (turbine p_max - maintenance-p-max) MW x 1 h. ' +
        "Water values are the turbine's (its upstream reservoir's value per m3 through the turbine's best MWh per m3) from the plant view's latest " +
        'succeeded optimisation run where that run covers the hour; elsewhere the water value is taken as 0, so the whole price counts. ' +
        'Prices: the day-ahead auction result, else the forecast, gaps held from the previous hour. ' +
        `Candidates start every hour from start-ts (every day when the range is longer than ${HOURLY_CANDIDATES_UP_TO_HOURS / 24} days) and end by end-ts; ` +
        `the ${TOP_CANDIDATES} cheapest are answered, ties earliest first. ` +
        'Query: start-ts (a whole UTC hour) and end-ts in UTC epoch ms (at most 8784 hours apart); duration-value (> 0) with duration-unit hours or days, ' +
        'a whole number of hours that fits in the range; maintenance-p-max: MW still available during the outage (default 0, at most p_max). ' +
        'Invalid input answers 400 problem details; a turbine not in the plant view 404. The computation stops when the client disconnects. ' +
        `method=resolve: the ${RESOLVED_CANDIDATES} best windows by that estimate are planned again with the full model of a run (constraints, the other active outages, ` +
        `overrides, long-term water values) plus this outage, from the latest measured state to ${RESOLVE_TAIL_HOURS / 24} days after end-ts (at most ${MAX_RESOLVE_HOURS / 24} days); ` +
        'lost_value_eur is then the objective without the outage minus the objective with it, ranked cheapest first, with approx_lost_value_eur and plan_difference. ' +
        'stride-hours: candidates start every so many hours (default as above). ' +
        `Horizon: end-ts may reach the end of the ${BASIC_MAINTENANCE_HORIZON_DAYS}th day after today in the plant's zone (the basic maintenance planning horizon); ` +
        "with the plant's maintenance_planning module ACTIVE or in TRIAL, 366 days. Further answers 403 with the upgrade detail.",
      params: viewParams.extend({ turbineId: z.string().max(200) }),
      querystring: z
        .object({
          'start-ts': z.coerce.number().int(),
          'end-ts': z.coerce.number().int(),
          'duration-value': z.coerce.number().positive(),
          'duration-unit': z.enum(['hours', 'days']),
          'maintenance-p-max': z.coerce.number().min(0).default(0),
          method: z.enum(['approximation', 'resolve']).default('approximation'),
          'stride-hours': z.coerce.number().int().min(1).max(8784).optional(),
        })
        .refine(orderedRange, ORDERED_RANGE_ISSUE),
      response: maintenanceCandidateListSchema,
    },
    async (request, reply) => {
      const view = await requirePlantView(request, request.params);
      const now = app.clock.now();
      const denial = maintenanceHorizonDenial(
        request.query['end-ts'],
        now.getTime(),
        view.market_timezone,
        await plantModuleStates(view.physical_plant_id, now, app.db),
        view.name,
      );
      if (denial) throw forbidden(denial);
      // a client that goes away cancels the work (Node 20 emits 'close' on the request at disconnect or after the answer)
      const abort = new AbortController();
      request.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const { method, 'stride-hours': strideHours, ...q } = request.query;
      if (method === 'resolve')
        return resolveMaintenanceWindows(app.db, view, request.params.turbineId, q, abort.signal, {
          resolve: RESOLVED_CANDIDATES,
          strideHours,
          now: now.getTime(),
        });
      return optimalMaintenanceTimings(app.db, view, request.params.turbineId, q, abort.signal, { strideHours });
    },
  );
};

export default optimizationRoutes;
