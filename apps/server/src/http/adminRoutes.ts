import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WriteContext } from '../db/entities/defineEntity.js';
import { requireAdmin, requireUser } from '../modules/auth/index.js';

type Failures = Record<number, z.core.$ZodType>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type User = ReturnType<typeof requireUser>;
type Versioned = { version?: number } | null | undefined;

/**
 * What a signed-in user's route hands its work: the parsed request, the user, and who and when for
 * a write with the version the writer loaded (the body's `version`, else the query's; 409 when stale).
 */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  user: User;
  ctx: WriteContext;
}

/**
 * Routes for administrators only (403 for others, before anything is read): each gets the parsed
 * params, query and body, the admin (`user`) and a write context (who, when by the app's clock, and the
 * version sent in the body or query).
 *
 *   const route = adminRoutes(app, { tags, failures });
 *   route('GET', `${PORTFOLIO_PATH}/plant-view`, { summary, params, response }, ({ params }) => views(params.portfolioId));
 *   route('POST', '/dashboard-v3/portfolio', { summary, body, response, status: 201 }, ({ body, ctx }) => create(body, ctx));
 *
 * `failures` of one route replace the common ones (a 409 of its own, say). The answer's schema is
 * under `status` (200 unless given).
 */
export const adminRoutes = (app: FastifyInstance, base: { tags: string[]; failures: Failures }) =>
  guardedRoutes(app, base, requireAdmin);

/** The same for every signed-in user (401 without a session): their own things (portfolios, settings). */
export const userRoutes = (app: FastifyInstance, base: { tags: string[]; failures: Failures }) =>
  guardedRoutes(app, base, requireUser);

function guardedRoutes(
  fastify: FastifyInstance,
  base: { tags: string[]; failures: Failures },
  guard: (request: FastifyRequest) => User,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  return <
    R extends z.core.$ZodType,
    P extends z.core.$ZodType = z.ZodObject,
    Q extends z.core.$ZodType = z.ZodObject,
    B extends z.core.$ZodType = z.ZodUnknown,
  >(
    method: Method,
    url: string,
    spec: {
      summary: string;
      description?: string;
      params?: P;
      querystring?: Q;
      body?: B;
      response: R;
      status?: 200 | 201;
      failures?: Failures;
    },
    run: (input: RouteInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.output<R>>,
  ) => {
    const { response, status = 200, failures = base.failures, ...schema } = spec;
    app.route({
      method,
      url,
      // widened as in plantViewRoutes: the zod serializer still checks every answer against its schema
      schema: { tags: base.tags, ...schema, response: { [status]: response, ...failures } as Failures },
      handler: async (request, reply): Promise<unknown> => {
        const user = guard(request);
        const { version } = { ...(request.query as Versioned), ...(request.body as Versioned) };
        reply.code(status);
        return run({
          params: request.params as z.output<P>,
          query: request.query as z.output<Q>,
          body: request.body as z.output<B>,
          user,
          ctx: { by: user.email, at: app.clock.now(), version },
        });
      },
    });
  };
}
