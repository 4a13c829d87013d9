import { plantDenial, PRODUCT_LINK, PRODUCT_USER } from '@penstock/domain';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/schema.js';
import { analyticsParameters } from '../plantAdmin/index.js';
import { liveViews } from '../plants/index.js';
import { plantModuleStates } from '../productModules/index.js';
import { createOptimizationService } from './optimization.service.js';

/**
 * Queues one optimisation run per live physical plant, on its first plant view (so the run shows
 * on the Optimization screen), recorded with `startedBy`: 'scheduler' from the hourly task,
 * 'startup' on the demo world's first start (so water values and plans exist before the first
 * hourly run, and the run is recognisable). The runs are jobs of their own; this only queues.
 */
export async function queueLivePlantRuns(
  db: Db,
  boss: PgBoss,
  startedBy: string,
  opts: { plant?: string | null; hours?: number; now?: Date } = {},
) {
  const views = await liveViews(db, opts.plant ?? null);
  const service = createOptimizationService(db, async () => boss);
  const runs = [];
  for (const v of views) {
    // a plant without Basic Production Planning is not planned (the rule the on-demand run obeys)
    const modules = await plantModuleStates(v.physical_plant_id, opts.now ?? new Date(), db);
    if (plantDenial('runOptimization', PRODUCT_USER, PRODUCT_LINK, { plant_state: v.plant_state, modules })) continue;
    const hours = opts.hours ?? (await analyticsParameters(v.physical_plant_id, db)).horizon_hours;
    const run = await service.start(v, startedBy, { hours });
    runs.push({ plant: v.physical_plant_id, plant_view: v.id, run_id: run.id });
  }
  return runs;
}
