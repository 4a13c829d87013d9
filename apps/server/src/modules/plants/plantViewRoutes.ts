import { historySchema, versionSchema, type GatedFeature, type PlantAction } from '@penstock/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import { plainJsonSerializer } from '../../http/plainJsonSerializer.js';
import { pathId, plantViewParams } from '../../http/routeParams.js';
import { requireUser } from '../auth/index.js';
import { requirePlantView, type PlantViewAccess } from './requirePlantView.js';

type Failures = Record<number, z.core.$ZodType>;
type History = z.infer<typeof historySchema>;
/** A route's texts in the API docs. */
interface Texts {
  summary: string;
  description?: string;
}
/** The right a write needs: fixed, or decided by what the body changes. */
type Right<Body> = PlantAction | ((body: Body) => PlantAction);

/**
 * A route's answers. The callers' functions are typed against the success schema (z.output<R>);
 * the map is widened because TypeScript cannot resolve the provider's reply type of a generic R.
 * The app's zod serializer still checks every answer against its schema.
 */
const answers = (code: number, ok: z.core.$ZodType, others: Failures): Failures => ({ [code]: ok, ...others });
const itemParams = plantViewParams.extend({ id: pathId });
const versionQuery = z.object({ version: versionSchema.optional() });

/**
 * The routes below one plant view (`.../portfolio/:portfolioId/plant/:plantViewId/...`): each checks
 * the view with requirePlantView (a write also the right it needs) and hands the view on; a write
 * gets who and when (the app's clock) with the version the client sent back (409 when stale).
 *
 *   const route = plantViewRoutes(app, { tags, failures, writeFailures });
 *   route.read(`${BASE}/components`, { summary, response: componentsSchema }, (view) => list(view.physical_plant_id));
 *   route.item.save(`${BASE}/hydro-body`, { summary, body, response, action: 'editTopology' }, (view, id, body, ctx) => ...);
 *
 * `item` routes end in `/:id` (the path is given without it): a component, table or head plant of the view.
 */
export function plantViewRoutes(
  fastify: FastifyInstance,
  base: { tags: string[]; failures: Failures; writeFailures?: Failures },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags, failures, writeFailures = failures } = base;
  const context = (request: FastifyRequest, version?: number): WriteContext => ({
    by: requireUser(request).email,
    at: app.clock.now(),
    version,
  });
  const rightOf = <Body>(right: Right<Body>, body: Body) => ({
    action: typeof right === 'function' ? right(body) : right,
  });

  return {
    /**
     * GET url: something of the view, for everyone who sees it (and has the product module of
     * `feature`), with the `querystring` parsed (and the request, for who asks). `plainJson`
     * answers with JSON.stringify alone (large series answers, see plainJsonSerializer).
     */
    read<R extends z.core.$ZodType, Q extends z.core.$ZodType = z.ZodObject>(
      url: string,
      texts: Texts & { response: R; querystring?: Q; feature?: GatedFeature; plainJson?: boolean },
      read: (view: PlantViewAccess, query: z.output<Q>, request: FastifyRequest) => Promise<z.output<R>>,
    ) {
      const { response, feature, plainJson, ...schema } = texts;
      app.get(url, {
        schema: { tags, ...schema, params: plantViewParams, response: answers(200, response, failures) },
        ...(plainJson ? { serializerCompiler: plainJsonSerializer } : {}),
        handler: async (request): Promise<unknown> =>
          read(await requirePlantView(request, request.params, { feature }), request.query as z.output<Q>, request),
      });
    },
    /** GET url: the view's history (of a setting or of the plant), newest first. */
    history(url: string, summary: string, read: (view: PlantViewAccess) => Promise<History>) {
      this.read(url, { summary, response: historySchema }, read);
    },
    /**
     * POST url (201): add something to the view's plant. Without an action, anyone who sees the view
     * may (a level development task); `status` 202 for work that is queued.
     */
    create<B extends z.core.$ZodType, R extends z.core.$ZodType>(
      url: string,
      texts: Texts & { body?: B; response: R; action?: PlantAction; status?: 201 | 202 },
      run: (
        view: PlantViewAccess,
        body: z.output<B>,
        ctx: WriteContext,
        request: FastifyRequest,
      ) => Promise<z.output<R>>,
    ) {
      const { action, response, status = 201, ...schema } = texts;
      app.post(url, {
        schema: { tags, ...schema, params: plantViewParams, response: answers(status, response, writeFailures) },
        handler: async (request, reply): Promise<unknown> => {
          const view = await requirePlantView(request, request.params, { action });
          reply.code(status);
          return run(view, request.body as z.output<B>, context(request), request);
        },
      });
    },
    /** PUT (or PATCH) url: change something of the view; the body carries the version loaded. */
    save<B extends z.core.$ZodType<{ version?: number }>, R extends z.core.$ZodType>(
      url: string,
      texts: Texts & { body: B; response: R; action: Right<z.output<B>>; method?: 'PUT' | 'PATCH' },
      run: (view: PlantViewAccess, body: z.output<B>, ctx: WriteContext) => Promise<z.output<R>>,
    ) {
      const { action, response, method = 'PUT', ...schema } = texts;
      app.route({
        method,
        url,
        schema: { tags, ...schema, params: plantViewParams, response: answers(200, response, writeFailures) },
        handler: async (request): Promise<unknown> => {
          const body = request.body as z.output<B>;
          const view = await requirePlantView(request, request.params, rightOf(action, body));
          return run(view, body, context(request, body.version));
        },
      });
    },
    /** Routes of one item of the view at `url/:id` (a component, a table, a head plant...). */
    item: {
      /** GET url/:id */
      read<R extends z.core.$ZodType>(
        url: string,
        texts: Texts & { response: R },
        read: (view: PlantViewAccess, id: string) => Promise<z.output<R>>,
      ) {
        app.get(`${url}/:id`, {
          schema: { tags, ...texts, params: itemParams, response: answers(200, texts.response, failures) },
          handler: async (request): Promise<unknown> =>
            read(await requirePlantView(request, request.params), request.params.id),
        });
      },
      /** GET url/:id/history: every change of the item, newest first. */
      history(url: string, summary: string, read: (view: PlantViewAccess, id: string) => Promise<History>) {
        app.get(`${url}/:id/history`, {
          schema: { tags, summary, params: itemParams, response: answers(200, historySchema, failures) },
          handler: async (request): Promise<unknown> =>
            read(await requirePlantView(request, request.params), request.params.id),
        });
      },
      /** PUT url/:id: change or replace the item; the body carries the version loaded. */
      save<B extends z.core.$ZodType<{ version?: number }>, R extends z.core.$ZodType>(
        url: string,
        texts: Texts & { body: B; response: R; action: Right<z.output<B>> },
        run: (view: PlantViewAccess, id: string, body: z.output<B>, ctx: WriteContext) => Promise<z.output<R>>,
      ) {
        const { action, response, ...schema } = texts;
        app.put(`${url}/:id`, {
          schema: { tags, ...schema, params: itemParams, response: answers(200, response, writeFailures) },
          handler: async (request): Promise<unknown> => {
            const body = request.body as z.output<B>;
            const view = await requirePlantView(request, request.params, rightOf(action, body));
            return run(view, request.params.id, body, context(request, body.version));
          },
        });
      },
      /** DELETE url/:id?version= (204): the version loaded in the query (409 when stale). */
      remove(
        url: string,
        texts: Texts & { action: PlantAction },
        run: (view: PlantViewAccess, id: string, ctx: WriteContext) => Promise<unknown>,
      ) {
        const { action, ...schema } = texts;
        app.delete(`${url}/:id`, {
          schema: {
            tags,
            ...schema,
            params: itemParams,
            querystring: versionQuery,
            response: answers(204, z.null(), writeFailures),
          },
          handler: async (request, reply): Promise<unknown> => {
            const view = await requirePlantView(request, request.params, { action });
            await run(view, request.params.id, context(request, request.query.version));
            return reply.code(204).send(null);
          },
        });
      },
    },
  };
}
