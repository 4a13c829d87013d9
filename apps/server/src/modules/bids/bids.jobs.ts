import { defineJobs } from '../../jobs/moduleJobs.js';
import { BID_QUEUE } from './bids.service.js';
import { generateDayAheadBids } from './generateDayAheadBids.js';
import { runBidGeneration } from './runBidGeneration.js';

export default defineJobs({
  periodicTasks: [generateDayAheadBids],
  handlers: [
    {
      queue: BID_QUEUE,
      concurrency: 1,
      run: (deps, data: { runId: string }, job) => runBidGeneration(deps, data.runId, { takeOver: job.retryCount > 0 }),
    },
  ],
});
