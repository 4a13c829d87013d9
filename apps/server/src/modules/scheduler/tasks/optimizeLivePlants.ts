import { createOptimizationRepo } from '../../optimization/optimization.repo.js';
import { createOptimizationService } from '../../optimization/optimization.service.js';
import { liveViews } from '../liveViews.js';
import type { PeriodicTaskDefinition } from '../periodicTask.js';

/**
 * Queues one optimisation run per live physical plant (on its first plant view, so the run shows on
 * the Optimization screen), started by "scheduler". The runs are jobs of their own, so several
 * workers solve them in parallel; this task only queues. Params: {plant?: id, hours?: number}.
 */
export const optimizeLivePlants: PeriodicTaskDefinition = {
  name: 'optimize-live-plants',
  description: 'Queues an optimisation run for every live plant (10-day hourly horizon from the latest measured content).',
  schedule: '0 * * * *',
  timezone: 'Europe/Vienna',
  async run({ db, boss, params, clock }) {
    // Runs left behind by a stopped worker would show as running forever.
    const now = clock.now();
    const stale = await createOptimizationRepo(db).failStale(now, new Date(now.getTime() - 3_600_000), new Date(now.getTime() - 2 * 3_600_000));
    const only = typeof params.plant === 'string' ? params.plant : null;
    const hours = typeof params.hours === 'number' && params.hours >= 1 && params.hours <= 8784 ? Math.floor(params.hours) : undefined;
    const views = await liveViews(db, only);
    const service = createOptimizationService(db, async () => boss);
    const runs = [];
    for (const v of views) {
      const run = await service.start(v, 'scheduler', { hours });
      runs.push({ plant: v.physical_plant_id, plant_view: v.id, run_id: run.id });
    }
    return { runs, stale_runs_failed: stale };
  },
};
