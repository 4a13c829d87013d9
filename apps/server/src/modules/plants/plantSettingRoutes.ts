import { historySchema, type PlantAction } from '@penstock/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Executor } from '../../db/schema.js';
import { viewFailures, viewParams } from '../../http/viewRouteSchemas.js';
import { requireUser } from '../auth/index.js';
import { requirePlantView } from './requirePlantView.js';

/** One setting of a physical plant kept as an entity with history (strategy, analytics, nomination...). */
export interface PlantSetting<S extends z.ZodType, B extends z.ZodType> {
  /** the route, e.g. `${BASE}/strategy-adjustment` */
  url: string;
  tags: string[];
  /** the setting as read and as answered after a change */
  schema: S;
  body: B;
  /** the change's HTTP method */
  method: 'put' | 'patch';
  /** the right a change needs (requirePlantView) */
  action: PlantAction;
  summaries: { read: string; write: string; history: string };
  descriptions?: { read?: string; write?: string };
  /** the answers besides 200 of the read and the history (default: the view's failures) */
  failures?: Record<number, z.ZodType>;
  /** the answers besides 200 of a change (403, 409...) */
  writeFailures: Record<number, z.ZodType>;
  read(physicalPlantId: string, db: Executor): Promise<z.infer<S>>;
  save(physicalPlantId: string, body: z.infer<B>, ctx: WriteContext, db: Executor): Promise<unknown>;
  entity: { history(id: string, db: Executor): Promise<unknown> };
}

/**
 * The three routes every plant setting has: read it, change it (the body carries the version the
 * caller loaded; the setting answers 409 when stale and keeps who and when), and its history.
 */
export function plantSettingRoutes<S extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  setting: PlantSetting<S, B>,
): void {
  // the schemas below validate params and body (the app's zod validator) before these casts
  const plantOf = async (request: FastifyRequest, action?: PlantAction) =>
    (await requirePlantView(request, request.params as z.infer<typeof viewParams>, action ? { action } : undefined))
      .physical_plant_id;

  app.get(setting.url, {
    schema: <FastifySchema>{
      tags: setting.tags,
      summary: setting.summaries.read,
      ...(setting.descriptions?.read ? { description: setting.descriptions.read } : {}),
      params: viewParams,
      response: { 200: setting.schema, ...(setting.failures ?? viewFailures) },
    },
    handler: async (request) => setting.read(await plantOf(request), app.db),
  });

  app.route({
    method: setting.method.toUpperCase() as 'PUT' | 'PATCH',
    url: setting.url,
    schema: <FastifySchema>{
      tags: setting.tags,
      summary: setting.summaries.write,
      ...(setting.descriptions?.write ? { description: setting.descriptions.write } : {}),
      params: viewParams,
      body: setting.body,
      response: { 200: setting.schema, ...setting.writeFailures },
    },
    handler: async (request) => {
      const plantId = await plantOf(request, setting.action);
      const ctx = { by: requireUser(request).email, at: app.clock.now() };
      return setting.save(plantId, request.body as z.infer<B>, ctx, app.db);
    },
  });

  app.get(`${setting.url}/history`, {
    schema: <FastifySchema>{
      tags: setting.tags,
      summary: setting.summaries.history,
      params: viewParams,
      response: { 200: historySchema, ...(setting.failures ?? viewFailures) },
    },
    handler: async (request) => setting.entity.history(await plantOf(request), app.db),
  });
}
