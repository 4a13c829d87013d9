import type PgBoss from 'pg-boss';
import type { Db } from '../../db/schema.js';
import { hoursBefore, periodicTask, stringParam, wholeParam } from '../../jobs/moduleJobs.js';
import { liveViews } from '../plants/index.js';
import { createLongTermRepo } from './longTerm.repo.js';
import { createLongTermService } from './longTerm.service.js';

/**
 * Queues a long-term run for every live plant that has none queued, running or succeeded (the
 * first start, a new plant, a database without runs), started by `startedBy`; answers each live
 * plant's run (new or the one it already has), so callers can wait for them.
 */
export async function ensureLongTermRuns(db: Db, boss: PgBoss, startedBy: string, plant: string | null = null) {
  const service = createLongTermService(db, async () => boss);
  const runs = [];
  for (const v of await liveViews(db, plant)) {
    const run = await service.ensure(v, startedBy);
    runs.push({ plant: v.physical_plant_id, plant_view: v.id, run_id: run.id, version: run.version });
  }
  return runs;
}

/**
 * Queues one long-term water value run per live physical plant (on its first plant view), started
 * by "scheduler"; each run is a job of its own, so several workers train in parallel. Params:
 * {plant?: id, weeks?: number, missing_only?: true (only plants without a queued, running or
 * succeeded run)}. Besides Monday 03:00 it also runs when the scheduler starts and a live plant has
 * no run at all, so water values do not wait up to a week for their first run.
 */
export const longTermWaterValues = periodicTask({
  name: 'long-term-water-values',
  description: 'Queues a long-term water value run (SDP / SDDP over weekly stages) for every live plant.',
  schedule: '0 3 * * 1',
  async dueAtStart(db) {
    // any run counts (also a failed one: a plant without enough inflow data would fail at every start)
    const repo = createLongTermRepo(db);
    for (const v of await liveViews(db, null))
      if (!(await repo.listForPlant(v.physical_plant_id, 1)).length) return true;
    return false;
  },
  async run({ db, boss, params, now }) {
    const stale = await createLongTermRepo(db).failStale(now, hoursBefore(now, 1), hoursBefore(now, 6));
    const only = stringParam(params.plant);
    if (params.missing_only === true)
      return { runs: await ensureLongTermRuns(db, boss, 'scheduler', only), stale_runs_failed: stale };
    const weeks = wholeParam(params.weeks, 52, 156);
    const views = await liveViews(db, only);
    const service = createLongTermService(db, async () => boss);
    const runs = [];
    for (const v of views) {
      const run = await service.start(v, 'scheduler', { weeks });
      runs.push({ plant: v.physical_plant_id, plant_view: v.id, run_id: run.id, version: run.version });
    }
    return { runs, stale_runs_failed: stale };
  },
});
