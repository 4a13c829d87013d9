import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { PeriodicTaskDefinition } from './periodicTask.js';
import { createSchedulerRepo } from './scheduler.repo.js';

export interface PeriodicJobData {
  trigger?: 'schedule' | 'manual';
  by?: string;
  params?: Record<string, unknown>;
}

/**
 * One job of a periodic task: recorded in task_run from start to end (output or error), so the task
 * list shows its last run and status after pg-boss archives the job. A scheduled job of a task paused
 * in the meantime is recorded as cancelled and does nothing. A job taken over from a dead worker
 * (pg-boss's retry, same job id) runs again and updates the same record.
 */
export async function runPeriodicJob(
  deps: { db: Db; log: FastifyBaseLogger; clock: Clock; boss: PgBoss },
  task: PeriodicTaskDefinition,
  job: PgBoss.Job<Record<string, unknown>>,
): Promise<unknown> {
  const repo = createSchedulerRepo(deps.db);
  const data = (job.data ?? {}) as PeriodicJobData;
  const trigger = data.trigger === 'manual' ? 'manual' : 'schedule';
  await repo.createRun({
    job_uuid: job.id,
    task_name: task.name,
    trigger,
    triggered_by: data.by ?? null,
    params: data.params ?? {},
  });
  const started = deps.clock.now();
  if (trigger === 'schedule' && (await repo.task(task.name))?.is_paused) {
    await repo.updateRun(job.id, {
      state: 'cancelled',
      started_at: started,
      finished_at: started,
      output: { skipped: 'task is paused' },
    });
    return { skipped: true };
  }
  await repo.updateRun(job.id, { state: 'active', started_at: started });
  try {
    const output = await task.run({
      db: deps.db,
      boss: deps.boss,
      log: deps.log,
      clock: deps.clock,
      params: data.params ?? {},
    });
    await repo.updateRun(job.id, { state: 'completed', finished_at: deps.clock.now(), output: output ?? null });
    return output;
  } catch (err) {
    deps.log.warn({ task: task.name, job: job.id, err }, 'periodic task failed');
    const error = (err as Error).message ?? String(err);
    await repo.updateRun(job.id, { state: 'failed', finished_at: deps.clock.now(), error });
    // Recorded and final: pg-boss retries only jobs whose worker died (see jobRuntime).
    return { failed: error };
  }
}
