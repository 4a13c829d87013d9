import { hoursBefore, periodicTask, stringParam, wholeParam } from '../../jobs/moduleJobs.js';
import { createOptimizationRepo } from './optimization.repo.js';
import { queueLivePlantRuns } from './queueLivePlantRuns.js';

/**
 * Queues one optimisation run per live physical plant (queueLivePlantRuns), started by
 * "scheduler". Params: {plant?: id, hours?: number}.
 */
export const optimizeLivePlants = periodicTask({
  name: 'optimize-live-plants',
  description:
    'Queues an optimisation run for every live plant (10-day hourly horizon from the latest measured content).',
  schedule: '0 * * * *',
  async run({ db, boss, params, now }) {
    // Runs left behind by a stopped worker would show as running forever.
    const stale = await createOptimizationRepo(db).failStale(now, hoursBefore(now, 1), hoursBefore(now, 2));
    const plant = stringParam(params.plant);
    const hours = wholeParam(params.hours, 1, 8784);
    const runs = await queueLivePlantRuns(db, boss, 'scheduler', { plant, hours, now });
    return { runs, stale_runs_failed: stale };
  },
});
