import { errorBodySchema, longTermRunBodySchema, longTermRunSchema, waterValueTableSchema } from '@penstock/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.post(BASE, {
    schema: {
      tags: TAGS,
      summary: 'Start a long-term water value run of the plant (write permission or admin)',
      description:
        "Queues a run (a pg-boss job): the plant's weekly model over `weeks` stages (52..156, default 78) with one inflow scenario per stored year of measured inflow, " +
        'solved by SDP (one reservoir) or SDDP (cascades) until the gap between the cut bound and the simulated policy is below 1 % (at most 300 iterations or 10 minutes). ' +
        'Runs belong to the physical plant: every view of it sees them. Answers the queued run (202).',
      params: viewParams,
      body: longTermRunBodySchema,
      response: { 202: longTermRunSchema, ...responses },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const view = await requirePlantView(request, request.params, { action: 'write', feature: 'longTermWaterValues' });
      reply.code(202);
      return runs.start(view, user.email, { weeks: request.body?.weeks });
    },
  });

  app.get(BASE, {
    schema: {
      tags: TAGS,
      summary: "The plant's last long-term runs, newest first",
      params: viewParams,
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: z.array(longTermRunSchema), ...responses },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { feature: 'longTermWaterValues' });
      return runs.list(view, request.query.limit);
    },
  });

  app.get(`${BASE}/:runId`, {
    schema: {
      tags: TAGS,
      summary: 'One long-term run: status, progress, and its upper and lower bounds per iteration',
      description:
        "iterations[]: the cut model's value (upper bound on the expected revenue, EUR) per iteration, and where the policy was simulated the mean (lower bound) with its 95 % confidence half-width and the relative gap.",
      params: runParams,
      response: { 200: longTermRunSchema, ...responses },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { feature: 'longTermWaterValues' });
      return runs.get(view, request.params.runId);
    },
  });

  app.post(`${BASE}/:runId/cancel`, {
    schema: {
      tags: TAGS,
      summary: 'Cancel a queued or running long-term run (write permission or admin); 409 when it has ended',
      params: runParams,
      response: { 200: longTermRunSchema, 409: errorBodySchema, ...responses },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const view = await requirePlantView(request, request.params, { action: 'write', feature: 'longTermWaterValues' });
      return runs.cancel(view, request.params.runId, app.clock.now(), user.email);
    },
  });

  app.get('/dashboard-v3/portfolio/:portfolioId/water-value/:plantViewId/table', {
    schema: {
      tags: ['water value', ...TAGS],
      summary: "Long-term water value tables of the plant view's reservoirs, from the newest succeeded long-term run",
      description:
        'Per reservoir: weeks[] (start of each weekly stage, UTC epoch ms), filling_percent[] (0, 5, ..., 100 % of the operating range) and values_eur_per_mwh[week][filling] ' +
        "(EUR/m3 through the reservoir's energy equivalent; values_eur_per_m3 beside), the slope of the future value function there with every reservoir of the plant at the same filling; " +
        `the current filling from the latest measured content. No succeeded run: 400 {"detail": "${NO_LONG_TERM_VALUES}"}.`,
      params: viewParams,
      response: {
        200: waterValueTableSchema,
        ...errorResponses,
        403: errorBodySchema.describe('Long-term planning is not active for the plant'),
        404: errorBodySchema,
      },
    },
    handler: async (request) => {
      const view = await requirePlantView(request, request.params, { feature: 'longTermWaterValues' });
      return runs.table(view);
    },
  });
};

export default longTermRoutes;
