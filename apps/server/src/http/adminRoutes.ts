import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { WriteContext } from '../db/entities/defineEntity.js';
import { requireAdmin, requireUser } from '../modules/auth/index.js';
import { routeGroup, type RouteSpec } from './routeGroup.js';

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

/** A routeGroup whose handlers run after the guard and get a RouteInput instead of the request. */
function guardedRoutes(
  app: FastifyInstance,
  base: { tags: string[]; failures: Failures },
  guard: (request: FastifyRequest) => User,
) {
  // no group failures: a route's own replace the common ones
  const group = routeGroup(app, { tags: base.tags, failures: {} });
  return <
    R extends z.core.$ZodType,
    P extends z.core.$ZodType = z.ZodObject,
    Q extends z.core.$ZodType = z.ZodObject,
    B extends z.core.$ZodType = z.ZodUnknown,
  >(
    method: Method,
    url: string,
    spec: RouteSpec<P, Q, B, R>,
    run: (input: RouteInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.output<R>>,
  ) => {
    const verb = method.toLowerCase() as Lowercase<Method>;
    group[verb](url, { ...spec, failures: spec.failures ?? base.failures }, async (request) => {
      const user = guard(request);
      const { version } = { ...(request.query as Versioned), ...(request.body as Versioned) };
      return run({
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
        user,
        ctx: { by: user.email, at: app.clock.now(), version },
      });
    });
  };
}
