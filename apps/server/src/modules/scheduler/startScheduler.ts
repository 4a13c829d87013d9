import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Clock } from '../../clock.js';
import { systemClock } from '../../clock.js';
import type { Role } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { jobRuntimeOf, startJobRuntime } from '../../jobs/jobRuntime.js';
import { LONG_TERM_QUEUE } from '../longTerm/longTerm.service.js';
import { runLongTermRun } from '../longTerm/runLongTermRun.js';
import { OPTIMIZATION_QUEUE } from '../optimization/optimization.service.js';
import { runOptimization } from '../optimization/runOptimization.js';
import { PERIODIC_TASKS } from './periodicTasks.js';
import { runPeriodicJob } from './runPeriodicJob.js';
import { createSchedulerRepo } from './scheduler.repo.js';

/** Optimisation runs solved at once by one worker process (each solve uses its own worker thread). */
const OPTIMIZATION_WORKERS = 2;
/** Long-term runs trained at once by one worker process (each in its own worker thread). */
const LONG_TERM_WORKERS = 1;
const QUEUES = [...PERIODIC_TASKS.map((t) => t.name), OPTIMIZATION_QUEUE, LONG_TERM_QUEUE];

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
}

const working = new WeakSet<Db>();

/**
 * Starts pg-boss for this process's roles: every role can send jobs; "scheduler" fires the cron
 * schedules (synced from periodic_task: paused tasks have none) and runs pg-boss maintenance;
 * "worker" takes periodic-task jobs and optimisation runs. Called by main.ts; tests call it too.
 */
export async function startScheduler(deps: Deps, roles: readonly Role[]): Promise<PgBoss> {
  const schedule = roles.includes('scheduler');
  const boss = await startJobRuntime(deps.db, { schedule, queues: QUEUES });
  await createSchedulerRepo(deps.db).upsertTasks(PERIODIC_TASKS);
  if (schedule) await syncSchedules(deps.db, boss);
  if (roles.includes('worker') && !working.has(deps.db)) {
    working.add(deps.db);
    const clock = deps.clock ?? systemClock;
    for (const task of PERIODIC_TASKS) {
      await boss.work<Record<string, unknown>>(task.name, { batchSize: 1 }, ([job]) => runPeriodicJob({ db: deps.db, log: deps.log, clock, boss }, task, job));
    }
    for (let i = 0; i < OPTIMIZATION_WORKERS; i++) {
      // A retried job is one whose worker died (see jobRuntime): its run is taken over.
      await boss.work<{ runId: string }>(OPTIMIZATION_QUEUE, { batchSize: 1, includeMetadata: true }, ([job]) =>
        runOptimization({ db: deps.db, log: deps.log, clock }, job.data.runId, { takeOver: job.retryCount > 0 }),
      );
    }
    for (let i = 0; i < LONG_TERM_WORKERS; i++) {
      await boss.work<{ runId: string }>(LONG_TERM_QUEUE, { batchSize: 1 }, ([job]) => runLongTermRun({ db: deps.db, log: deps.log, clock }, job.data.runId));
    }
  }
  deps.log.info({ roles, tasks: PERIODIC_TASKS.length }, 'scheduler started');
  return boss;
}

/** pg-boss of this process, started send-only when no role started it yet (API routes). */
export async function jobsFor(deps: Deps): Promise<PgBoss> {
  return (await jobRuntimeOf(deps.db)) ?? startScheduler(deps, ['api']);
}

/** Makes pg-boss's schedule table match periodic_task. */
export async function syncSchedules(db: Db, boss: PgBoss): Promise<void> {
  for (const t of await createSchedulerRepo(db).tasks()) {
    if (t.is_paused) await boss.unschedule(t.name);
    else await boss.schedule(t.name, t.schedule, { trigger: 'schedule' }, { tz: t.timezone });
  }
}
