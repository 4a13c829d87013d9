import { defineJobs } from '../../jobs/moduleJobs.js';
import { LONG_TERM_QUEUE } from './longTerm.service.js';
import { longTermWaterValues } from './longTermWaterValues.js';
import { runLongTermRun } from './runLongTermRun.js';

/** Long-term runs trained at once by one worker process (each in its own worker thread). */
const LONG_TERM_WORKERS = 1;

export default defineJobs({
  periodicTasks: [longTermWaterValues],
  handlers: [
    {
      queue: LONG_TERM_QUEUE,
      concurrency: LONG_TERM_WORKERS,
      run: (deps, data: { runId: string }, job) => runLongTermRun(deps, data.runId, { takeOver: job.retryCount > 0 }),
    },
  ],
});
