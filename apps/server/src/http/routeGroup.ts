import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Failures = Record<number, Schema>;
/** Widened for fastify: its reply type cannot be resolved for a generic schema (the zod provider still checks each answer). */
const routeSchema = (schema: FastifySchema) => schema;
/** The parsed value of an optional part of the request (params, query, body). */
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** One route's schema: its texts in the API docs, the parts of the request it parses and its success answer. */
export interface RouteSpec<P, Q, B, R extends Schema> {
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** the success answer's schema */
  response: R;
  /** the success status (default 200), set before the handler runs (a failure thrown answers its own) */
  status?: number;
  /** answers of this route besides the group's failures (a 409, a 422...) */
  failures?: Failures;
  security?: FastifySchema['security'];
  /** the route's config (e.g. its rate limit) */
  config?: FastifyContextConfig;
  /** the API docs' groups, when not the group's */
  tags?: string[];
}

export type RouteRequest<P, Q, B> = FastifyRequest<{ Params: Parsed<P>; Querystring: Parsed<Q>; Body: Parsed<B> }>;
type Handler<P, Q, B, R extends Schema> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<z.output<R> | FastifyReply>;

/**
 * The routes of one module that share tags and failures (the API docs' group and its error answers):
 *
 *   const route = routeGroup(app, { tags: ['optimization'], failures });
 *   route.get(`${BASE}/:runId`, { summary: 'One run', params: runParams, response: runSchema }, async (request) => ...);
 *   route.post(BASE, { summary, params, body, response: runSchema, status: 202, failures: { 422: ... } }, handler);
 *
 * The handler's request is typed from the route's zod schemas (fastify's zod provider still parses
 * and checks them); the success answer is declared under `status` beside the failures.
 */
export function routeGroup(app: FastifyInstance, group: { tags: string[]; failures: Failures }) {
  const method =
    (verb: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    <
      R extends Schema,
      P extends Schema | undefined = undefined,
      Q extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
    >(
      url: string,
      spec: RouteSpec<P, Q, B, R>,
      handler: Handler<P, Q, B, R>,
    ) => {
      const { response, status = 200, failures, config, ...schema } = spec;
      app.route({
        method: verb,
        url,
        config,
        schema: routeSchema({
          tags: group.tags,
          ...schema,
          response: { [status]: response, ...group.failures, ...failures },
        }),
        handler: async (request, reply): Promise<unknown> => {
          reply.code(status);
          return handler(request as RouteRequest<P, Q, B>, reply);
        },
      });
    };
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  };
}
