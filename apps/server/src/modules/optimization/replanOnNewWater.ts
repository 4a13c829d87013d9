import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.js';
import type { JobDeps } from '../../jobs/moduleJobs.js';
import { sendingJobs } from '../../jobs/jobRuntime.js';
import { MEASURED_SOURCE, onReplanNotice } from '../series/index.js';
import { queueLivePlantRuns } from './queueLivePlantRuns.js';
import { replanRunsRepo } from './replanRuns.repo.js';

export const REPLAN_QUEUE = 'replan-on-new-water';
/**
 * Seconds from the first new value to the re-plan: a window, not a trailing debounce, so telemetry
 * arriving every few seconds cannot postpone the re-plan for ever; the writes of one window
 * (several reservoirs, several batches) make one run.
 */
export const REPLAN_WINDOW_SECONDS = 10;

export interface ReplanJob {
  plant: string;
  /** when the first write of the window was seen (epoch ms, the database's and this machine's clock) */
  written_at: number;
}

/**
 * Re-planning when the water changes (issue 26): every telemetry write of new actual contents, levels
 * or inflows (the series module's re-plan notice names the hydro bodies) queues, per Live plant, one
 * job REPLAN_WINDOW_SECONDS later (pg-boss throttling by plant: one job per plant and window). The
 * notice comes inside the write's transaction; the job runs after it committed. Returns the
 * unsubscribe. Only the plants' state is checked here; the job decides whether a run is needed.
 */
export function subscribeReplanOnNewWater(db: Db, log: FastifyBaseLogger): () => void {
  return onReplanNotice((notice) => {
    // measurements arriving (ingest), not an administrator's upload of past months nor the demo's replayed hours
    if (notice.source !== MEASURED_SOURCE || !notice.waterBodies.length) return;
    const writtenAt = Date.now();
    void (async () => {
      const plants = await replanRunsRepo.plantsOfBodies(notice.waterBodies, db);
      const boss = await sendingJobs(db);
      for (const plant of plants) {
        const data: ReplanJob = { plant, written_at: writtenAt };
        await boss.sendThrottled(
          REPLAN_QUEUE,
          data,
          { startAfter: REPLAN_WINDOW_SECONDS },
          REPLAN_WINDOW_SECONDS,
          plant,
        );
      }
    })().catch((err: unknown) => log.warn({ err, source: notice.source }, 're-plan on new water: not queued'));
  });
}

/**
 * The re-plan job: at most one run at a time per plant, and none when a run already sees the new
 * values (created after them, or still queued). While a run that may have read older values is
 * running, the job comes back a window later. Otherwise the plant's run is queued like the hourly
 * task's (Live plants with Basic Production Planning only, the plant's horizon), started by
 * 'replan', from the latest measured contents (the run's default start). The scheduler's hourly
 * runs, among them the last one before the day-ahead deadline, are never held back or cancelled
 * by re-plans: this job only ever adds a run.
 */
export async function replanOnNewWater(deps: Omit<JobDeps, 'boss'>, data: ReplanJob) {
  const seen = await replanRunsRepo.runAfter(data.plant, data.written_at, deps.db);
  if (seen?.sees) return { plant: data.plant, run_id: seen.id, queued: false };
  const boss = await sendingJobs(deps.db);
  if (seen) {
    await boss.send(REPLAN_QUEUE, data, { startAfter: REPLAN_WINDOW_SECONDS });
    return { plant: data.plant, waiting_for: seen.id, queued: false };
  }
  const runs = await queueLivePlantRuns(deps.db, boss, 'replan', { plant: data.plant, now: deps.clock.now() });
  return { plant: data.plant, run_id: runs[0]?.run_id ?? null, queued: runs.length > 0 };
}
