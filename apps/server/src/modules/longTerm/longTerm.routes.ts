import { errorBodySchema, longTermRunBodySchema, longTermRunSchema, waterValueTableSchema } from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelRunRoute } from '../../http/cancelRunRoute.js';
import { routeGroup } from '../../http/routeGroup.js';
import { errorResponses } from '../../http/schemas.js';
import { requireUser } from '../auth/index.js';
import { requirePlantView } from '../plants/index.js';
import { sendingJobs } from '../../jobs/jobRuntime.js';
import { createLongTermService, NO_LONG_TERM_VALUES } from './longTerm.service.js';

const viewParams = z.object({ portfolioId: z.string().max(200), plantViewId: z.string().max(200) });
const runParams = viewParams.extend({ runId: z.uuid() });
const responses = {
  ...errorResponses,
  403: errorBodySchema.describe('Read-only portfolio, or long-term planning not active for the plant'),
  404: errorBodySchema.describe('Portfolio, plant view or run not found'),
};
const BASE = '/dashboard-v3/portfolio/:portfolioId/plant/:plantViewId/long-term-run';
const TAGS = ['long-term water values'];

const longTermRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = createLongTermService(app.db, () => sendingJobs(app.db));

  const route = routeGroup(app, { tags: TAGS, failures: responses });
  /** The view, when its plant has long-term planning (and the user the right, for a write). */
  const viewOf = (request: FastifyRequest<{ Params: z.output<typeof viewParams> }>, action?: 'write') =>
    requirePlantView(request, request.params, { action, feature: 'longTermWaterValues' });

  route.post(
    BASE,
    {
      summary: 'Start a long-term water value run of the plant (write permission or admin)',
      description:
        "Queues a run (a pg-boss job): the plant's weekly model over `weeks` stages (52..156, default 78) with one inflow scenario per stored year of measured inflow, " +
        'solved by SDP (one reservoir) or SDDP (cascades) until the gap between the cut bound and the simulated policy is below 1 % (at most 300 iterations or 10 minutes). ' +
        'Runs belong to the physical plant: every view of it sees them. Answers the queued run (202).',
      params: viewParams,
      body: longTermRunBodySchema,
      response: longTermRunSchema,
      status: 202,
    },
    async (request) =>
      runs.start(await viewOf(request, 'write'), requireUser(request).email, { weeks: request.body?.weeks }),
  );

  route.get(
    BASE,
    {
      summary: "The plant's last long-term runs, newest first",
      params: viewParams,
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: z.array(longTermRunSchema),
    },
    async (request) => runs.list(await viewOf(request), request.query.limit),
  );

  route.get(
    `${BASE}/:runId`,
    {
      summary: 'One long-term run: status, progress, and its upper and lower bounds per iteration',
      description:
        "iterations[]: the cut model's value (upper bound on the expected revenue, EUR) per iteration, and where the policy was simulated the mean (lower bound) with its 95 % confidence half-width and the relative gap.",
      params: runParams,
      response: longTermRunSchema,
    },
    async (request) => runs.get(await viewOf(request), request.params.runId),
  );

  cancelRunRoute(
    app,
    route,
    { base: BASE, what: 'long-term run', params: runParams, response: longTermRunSchema },
    async (request, ...end) => runs.cancel(await viewOf(request, 'write'), ...end),
  );

  route.get(
    '/dashboard-v3/portfolio/:portfolioId/water-value/:plantViewId/table',
    {
      tags: ['water value', ...TAGS],
      summary: "Long-term water value tables of the plant view's reservoirs, from the newest succeeded long-term run",
      description:
        'Per reservoir: weeks[] (start of each weekly stage, UTC epoch ms), filling_percent[] (0, 5, ..., 100 % of the operating range) and values_eur_per_mwh[week][filling] ' +
        "(EUR/m3 through the reservoir's energy equivalent; values_eur_per_m3 beside), the slope of the future value function there with every reservoir of the plant at the same filling; " +
        `the current filling from the latest measured content. No succeeded run: 400 {"detail": "${NO_LONG_TERM_VALUES}"}.`,
      params: viewParams,
      response: waterValueTableSchema,
      failures: {
        403: errorBodySchema.describe('Long-term planning is not active for the plant'),
        404: errorBodySchema,
      },
    },
    async (request) => runs.table(await viewOf(request)),
  );
};

export default longTermRoutes;
