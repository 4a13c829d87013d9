import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/v1/health', '/dashboard-v3/health']) {
    app.get(url, {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check (public)',
        description: '200 {status: "ok", database: "ok"}; 503 {status: "error", database: "error"} when the database does not answer within 2 s.',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
      handler: async (_request, reply) => {
        const ok = await Promise.race([
          sql`select 1`.execute(app.db).then(() => true, () => false),
          new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
        ]);
        return reply.code(ok ? 200 : 503).send(ok ? { status: 'ok', database: 'ok' } : { status: 'error', database: 'error' });
      },
    });
  }
};

export default healthRoutes;
