import { createLongTermRepo } from './longTerm.repo.js';
import { createLongTermService } from './longTerm.service.js';
import { liveViews } from '../plants/index.js';
import type { PeriodicTaskDefinition } from '../../jobs/moduleJobs.js';

/**
 * Queues one long-term water value run per live physical plant (on its first plant view), started
 * by "scheduler"; each run is a job of its own, so several workers train in parallel. Params:
 * {plant?: id, weeks?: number}.
 */
export const longTermWaterValues: PeriodicTaskDefinition = {
  name: 'long-term-water-values',
  description: 'Queues a long-term water value run (SDP / SDDP over weekly stages) for every live plant.',
  schedule: '0 3 * * 1',
  timezone: 'Europe/Vienna',
  async run({ db, boss, params, clock }) {
    const now = clock.now();
    const stale = await createLongTermRepo(db).failStale(
      now,
      new Date(now.getTime() - 3_600_000),
      new Date(now.getTime() - 6 * 3_600_000),
    );
    const only = typeof params.plant === 'string' ? params.plant : null;
    const weeks =
      typeof params.weeks === 'number' && params.weeks >= 52 && params.weeks <= 156
        ? Math.floor(params.weeks)
        : undefined;
    const views = await liveViews(db, only);
    const service = createLongTermService(db, async () => boss);
    const runs = [];
    for (const v of views) {
      const run = await service.start(v, 'scheduler', { weeks });
      runs.push({ plant: v.physical_plant_id, plant_view: v.id, run_id: run.id, version: run.version });
    }
    return { runs, stale_runs_failed: stale };
  },
};
