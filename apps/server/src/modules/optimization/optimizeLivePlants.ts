import type { PeriodicTaskDefinition } from '../../jobs/moduleJobs.js';
import { createOptimizationRepo } from './optimization.repo.js';
import { queueLivePlantRuns } from './queueLivePlantRuns.js';

/**
 * Queues one optimisation run per live physical plant (queueLivePlantRuns), started by
 * "scheduler". Params: {plant?: id, hours?: number}.
 */
export const optimizeLivePlants: PeriodicTaskDefinition = {
  name: 'optimize-live-plants',
  description:
    'Queues an optimisation run for every live plant (10-day hourly horizon from the latest measured content).',
  schedule: '0 * * * *',
  timezone: 'Europe/Vienna',
  async run({ db, boss, params, clock }) {
    // Runs left behind by a stopped worker would show as running forever.
    const now = clock.now();
    const stale = await createOptimizationRepo(db).failStale(
      now,
      new Date(now.getTime() - 3_600_000),
      new Date(now.getTime() - 2 * 3_600_000),
    );
    const plant = typeof params.plant === 'string' ? params.plant : null;
    const hours =
      typeof params.hours === 'number' && params.hours >= 1 && params.hours <= 8784
        ? Math.floor(params.hours)
        : undefined;
    const runs = await queueLivePlantRuns(db, boss, 'scheduler', { plant, hours, now });
    return { runs, stale_runs_failed: stale };
  },
};
