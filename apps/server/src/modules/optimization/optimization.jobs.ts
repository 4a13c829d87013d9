import { defineJobs } from '../../jobs/moduleJobs.js';
import { OPTIMIZATION_QUEUE } from './optimization.service.js';
import { optimizeLivePlants } from './optimizeLivePlants.js';
import { REPLAN_QUEUE, replanOnNewWater, type ReplanJob } from './replanOnNewWater.js';
import { runOptimization } from './runOptimization.js';

/** Optimisation runs solved at once by one worker process (each solve uses its own worker thread). */
const OPTIMIZATION_WORKERS = 2;

export default defineJobs({
  periodicTasks: [optimizeLivePlants],
  handlers: [
    {
      queue: OPTIMIZATION_QUEUE,
      concurrency: OPTIMIZATION_WORKERS,
      run: (deps, data: { runId: string }, job) => runOptimization(deps, data.runId, { takeOver: job.retryCount > 0 }),
    },
    // one at a time per process: two jobs of one plant never decide at once here
    { queue: REPLAN_QUEUE, concurrency: 1, run: (deps, data: ReplanJob) => replanOnNewWater(deps, data) },
  ],
});
