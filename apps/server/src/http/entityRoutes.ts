import { historySchema } from '@penstock/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { WriteContext } from '../db/entities/defineEntity.js';
import { requireAdmin, requireUser } from '../modules/auth/index.js';
import type { AuthUser } from '../types.js';

type Schema = z.ZodTypeAny;
type History = z.infer<typeof historySchema>;
type Run<Body, Row extends Schema> = (body: Body, ctx: WriteContext) => Promise<z.infer<Row>>;
const params = z.object({ id: z.string().max(100) });
type IdParams = z.infer<typeof params>;
/** The schemas of a route whose bodies and answers the caller types (fastify's zod provider checks them). */
const routeSchema = (schema: FastifySchema) => schema;

/**
 * The administered routes of a `defineEntity` entity below `path` (administrators only, their
 * writes kept in history with who and when):
 *   GET path           the rows (any signed-in user; `list.failures`), when `list` is given
 *   POST path          create (201), body `create.body`
 *   PATCH path/:id     change, body `change.body` with the version the writer loaded
 *   GET path/:id/history   every change, newest first
 * `failures` are the error answers of all three (rights, not found, stale write...).
 */
export function entityRoutes<Row extends Schema, Create extends Schema, Change extends Schema>(
  app: FastifyInstance,
  options: {
    path: string;
    tags: string[];
    row: Row;
    failures: Record<number, Schema>;
    create: { summary: string; description?: string; body: Create; run: Run<z.infer<Create>, Row> };
    change: {
      summary: string;
      description?: string;
      body: Change;
      run: (id: string, body: z.infer<Change>, ctx: WriteContext) => Promise<z.infer<Row>>;
    };
    history: { summary: string; read: (id: string) => Promise<History> };
    list?: { summary: string; failures: Record<number, Schema>; read: (user: AuthUser) => Promise<z.infer<Row>[]> };
  },
) {
  const { path, tags, row, failures, create, change, history, list } = options;
  const ctx = (request: FastifyRequest, version?: number): WriteContext => ({
    by: requireAdmin(request).email,
    at: app.clock.now(),
    version,
  });

  if (list)
    app.get(path, {
      schema: routeSchema({ tags, summary: list.summary, response: { 200: z.array(row), ...list.failures } }),
      handler: async (request) => list.read(requireUser(request)),
    });
  app.post(path, {
    schema: routeSchema({
      tags,
      summary: create.summary,
      description: create.description,
      body: create.body,
      response: { 201: row, ...failures },
    }),
    handler: async (request, reply): Promise<unknown> => {
      const c = ctx(request);
      reply.code(201);
      return create.run(request.body as z.infer<Create>, c);
    },
  });
  app.patch(`${path}/:id`, {
    schema: routeSchema({
      tags,
      summary: change.summary,
      description: change.description,
      params,
      body: change.body,
      response: { 200: row, ...failures },
    }),
    handler: async (request): Promise<unknown> => {
      const body = request.body as z.infer<Change> & { version?: number };
      return change.run((request.params as IdParams).id, body, ctx(request, body.version));
    },
  });
  historyRoute(app, { path: `${path}/:id/history`, tags, summary: history.summary, params, failures }, (request) =>
    history.read(request.params.id),
  );
}

/** GET `path`: an entity's history, newest first, for administrators only. */
export function historyRoute<Params extends z.ZodObject>(
  app: FastifyInstance,
  route: { path: string; tags: string[]; summary: string; params: Params; failures: Record<number, Schema> },
  read: (request: FastifyRequest<{ Params: z.infer<Params> }>) => Promise<History>,
) {
  app.get(route.path, {
    schema: routeSchema({
      tags: route.tags,
      summary: route.summary,
      params: route.params,
      response: { 200: historySchema, ...route.failures },
    }),
    handler: async (request) => (requireAdmin(request), read(request as FastifyRequest<{ Params: z.infer<Params> }>)),
  });
}
