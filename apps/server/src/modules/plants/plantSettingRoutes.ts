import type { HistoryEntry, PlantAction } from '@penstock/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { WriteContext } from '../../db/entities/defineEntity.js';
import type { Executor } from '../../db/schema.js';
import { viewFailures } from '../../http/viewRouteSchemas.js';
import { plantViewRoutes } from './plantViewRoutes.js';

/** One setting of a physical plant kept as an entity with history (strategy, analytics, nomination...). */
export interface PlantSetting<S extends z.ZodType, B extends z.ZodType<{ version?: number }>> {
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
  read(physicalPlantId: string, db: Executor): Promise<z.output<S>>;
  save(physicalPlantId: string, body: z.output<B>, ctx: WriteContext, db: Executor): Promise<z.output<S>>;
  entity: { history(id: string, db: Executor): Promise<HistoryEntry[]> };
}

/**
 * The three routes every plant setting has: read it, change it (the body carries the version the
 * caller loaded; the setting answers 409 when stale and keeps who and when), and its history.
 */
export function plantSettingRoutes<S extends z.ZodType, B extends z.ZodType<{ version?: number }>>(
  app: FastifyInstance,
  setting: PlantSetting<S, B>,
): void {
  const { url, summaries, descriptions } = setting;
  const route = plantViewRoutes(app, {
    tags: setting.tags,
    failures: setting.failures ?? viewFailures,
    writeFailures: setting.writeFailures,
  });
  const plantOf = (view: { physical_plant_id: string }) => view.physical_plant_id;

  route.read(url, { summary: summaries.read, description: descriptions?.read, response: setting.schema }, (view) =>
    setting.read(plantOf(view), app.db),
  );
  route.save(
    url,
    {
      summary: summaries.write,
      description: descriptions?.write,
      body: setting.body,
      response: setting.schema,
      action: setting.action,
      method: setting.method === 'put' ? 'PUT' : 'PATCH',
    },
    (view, body, ctx) => setting.save(plantOf(view), body, ctx, app.db),
  );
  route.history(`${url}/history`, summaries.history, (view) => setting.entity.history(plantOf(view), app.db));
}
