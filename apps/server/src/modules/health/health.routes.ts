import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpErrorWithBody } from '../../http/httpError.js';
import { createReadinessProbe, READINESS_TIMEOUT_MS } from './readinessProbe.js';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });
const livenessSchema = z.object({ status: z.literal('ok') });
/** Health answers are never shed under load: a balancer must tell "busy" from "down". */
export const UNSHED = { shed: false } as const;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = createReadinessProbe(app.db, app.config.databaseUrl);
  app.addHook('onClose', () => probe.close());

  app.get('/v1/health/live', {
    config: UNSHED,
    schema: {
      tags: ['health'],
      summary: 'Liveness (public): the process answers',
      description:
        'Always 200 {status: "ok"} while the process serves HTTP; it does not touch the database. Restart the process only when this fails.',
      security: [],
      response: { 200: livenessSchema },
    },
    handler: async () => ({ status: 'ok' as const }),
  });

  for (const url of ['/v1/health', '/v1/health/ready', '/dashboard-v3/health']) {
    app.get(url, {
      config: UNSHED,
      schema: {
        tags: ['health'],
        summary: 'Readiness (public): the database answers',
        description: `200 {status: "ok", database: "ok"}; 503 {status: "error", database: "error"} with Retry-After when the database does not answer within ${READINESS_TIMEOUT_MS / 1000} s. Asked on a connection reserved for it, so a busy pool does not read as a database that is down.`,
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
      handler: async () => {
        if (await probe.check()) return { status: 'ok' as const, database: 'ok' as const };
        throw new HttpErrorWithBody(503, { status: 'error', database: 'error' }, { 'retry-after': '5' });
      },
    });
  }
};

export default healthRoutes;
