import { errorBodySchema } from '@penstock/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireUser } from '../modules/auth/index.js';
import type { routeGroup, RouteRequest } from './routeGroup.js';

type Schema = z.core.$ZodType;

/**
 * POST `base/:runId/cancel` of a module's runs: `cancel` checks the run's view (the write right) and
 * ends the queued or running run as cancelled by the signed-in user at the app's clock (409 when it
 * has ended already). `what` names the run in the API docs.
 */
export function cancelRunRoute<P extends z.core.$ZodType<{ runId: string }>, R extends Schema>(
  app: FastifyInstance,
  route: ReturnType<typeof routeGroup>,
  spec: { base: string; what: string; params: P; response: R },
  cancel: (
    request: RouteRequest<P, undefined, undefined>,
    runId: string,
    now: Date,
    by: string,
  ) => Promise<z.output<R>>,
) {
  route.post(
    `${spec.base}/:runId/cancel`,
    {
      summary: `Cancel a queued or running ${spec.what} (write permission or admin); 409 when it has ended`,
      params: spec.params,
      response: spec.response,
      failures: { 409: errorBodySchema },
    },
    async (request) => {
      // P parses to a { runId } (its constraint); fastify's request type cannot follow a generic schema
      const { runId } = request.params as { runId: string };
      return cancel(request, runId, app.clock.now(), requireUser(request).email);
    },
  );
}
