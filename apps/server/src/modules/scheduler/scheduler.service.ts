import type PgBoss from 'pg-boss';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { nextRun } from './nextRun.js';
import { periodicTaskEntity } from './periodicTaskEntity.js';
import type { PeriodicJobData } from './runPeriodicJob.js';
import { createSchedulerRepo, type TaskRunRow } from './scheduler.repo.js';
import { syncSchedules } from './startScheduler.js';

export interface PeriodicTaskView {
  name: string;
  description: string;
  isPaused: boolean;
  schedule: string;
  timezone: string;
  /** epoch ms UTC of the newest job's start (or creation while queued); null before the first run */
  last_run: number | null;
  /** epoch ms UTC of the next cron firing; null while paused */
  next_run: number | null;
  last_status: TaskRunRow['state'] | null;
  job_uuid: string | null;
  version: number;
  recent_runs: RecentRun[];
}

/** One of a task's recent runs, as the task list shows it. */
export interface RecentRun {
  job_uuid: string;
  state: TaskRunRow['state'];
  trigger: 'schedule' | 'manual';
  created_at: number;
  finished_at: number | null;
}

/** How many runs of each task the list shows (issue 27 item 7). */
export const RECENT_RUNS = 5;

export interface TaskJobView {
  job_uuid: string;
  task_name: string;
  state: TaskRunRow['state'];
  trigger: 'schedule' | 'manual';
  triggered_by: string | null;
  params: unknown;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  output: unknown;
  error: string | null;
}

const toJob = (r: TaskRunRow): TaskJobView => ({
  job_uuid: r.job_uuid,
  task_name: r.task_name,
  state: r.state,
  trigger: r.trigger,
  triggered_by: r.triggered_by,
  params: r.params ?? null,
  created_at: r.created_at.getTime(),
  started_at: r.started_at?.getTime() ?? null,
  finished_at: r.finished_at?.getTime() ?? null,
  output: r.output ?? null,
  error: r.error,
});

export const TASK_NOT_FOUND = 'Periodic task not found';

export function createSchedulerService(db: Db, clock: Clock, boss: () => Promise<PgBoss>) {
  const repo = createSchedulerRepo(db);
  const taskOr404 = async (name: string) => {
    await boss(); // makes sure the task rows exist (first call of a fresh process)
    const task = await repo.task(name);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  };
  return {
    async list(): Promise<PeriodicTaskView[]> {
      await boss();
      const [tasks, runs] = await Promise.all([repo.tasks(), repo.recentRuns(RECENT_RUNS)]);
      const now = clock.now();
      return tasks.map((t) => {
        const last = runs.find((r) => r.task_name === t.name);
        return {
          name: t.name,
          description: t.description,
          isPaused: t.is_paused,
          schedule: t.schedule,
          timezone: t.timezone,
          last_run: last ? (last.started_at ?? last.created_at).getTime() : null,
          next_run: t.is_paused ? null : nextRun(t.schedule, t.timezone, now).getTime(),
          last_status: last?.state ?? null,
          job_uuid: last?.job_uuid ?? null,
          version: t.version,
          recent_runs: runs
            .filter((r) => r.task_name === t.name)
            .map((r) => ({
              job_uuid: r.job_uuid,
              state: r.state,
              trigger: r.trigger,
              created_at: r.created_at.getTime(),
              finished_at: r.finished_at?.getTime() ?? null,
            })),
        };
      });
    },
    async job(name: string, jobUuid: string): Promise<TaskJobView> {
      await taskOr404(name);
      const run = /^[0-9a-f-]{36}$/i.test(jobUuid) ? await repo.run(name, jobUuid) : undefined;
      if (!run) throw notFound('Job not found');
      return toJob(run);
    },
    /**
     * Pausing removes the cron schedule from pg-boss (no scheduler fires it); resuming puts it back.
     * With the version the client loaded, a change by someone else in between is refused (409).
     */
    async setState(
      name: string,
      state: 'paused' | 'active',
      actor: string,
      version?: number,
    ): Promise<PeriodicTaskView> {
      await taskOr404(name);
      const paused = state === 'paused';
      await db.transaction().execute(async (trx) => {
        await periodicTaskEntity.save(name, { is_paused: paused }, { by: actor, at: clock.now(), version }, trx);
        await repo.audit({ task_name: name, action: paused ? 'pause' : 'resume', actor }, trx);
      });
      await syncSchedules(db, await boss());
      return (await this.list()).find((t) => t.name === name)!;
    },
    history: (name: string) => taskOr404(name).then(() => periodicTaskEntity.history(name, db)),
    /** Queues a run now, also for a paused task (an explicit admin action). */
    async trigger(name: string, params: Record<string, unknown>, actor: string): Promise<TaskJobView> {
      await taskOr404(name);
      const b = await boss();
      const data: PeriodicJobData = { trigger: 'manual', by: actor, params };
      const jobUuid = await b.send(name, data);
      if (!jobUuid) throw new Error('pg-boss did not queue the job');
      await repo.createRun({ job_uuid: jobUuid, task_name: name, trigger: 'manual', triggered_by: actor, params });
      await repo.audit({ task_name: name, action: 'trigger', actor, job_uuid: jobUuid, params });
      return toJob((await repo.run(name, jobUuid))!);
    },
  };
}
