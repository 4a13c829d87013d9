import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Clock } from '../../clock.js';
import { systemClock } from '../../clock.js';
import type { Role } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { jobRuntimeOf, startJobRuntime } from '../../jobs/jobRuntime.js';
import { moduleJobs, moduleQueues, type PeriodicTaskDefinition } from '../../jobs/moduleJobs.js';
import { runPeriodicJob, type PeriodicJobData } from './runPeriodicJob.js';
import { createSchedulerRepo } from './scheduler.repo.js';

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
}

const working = new WeakSet<Db>();
const tasksStored = new WeakMap<Db, Promise<void>>();

/** The periodic tasks the modules declare (their *.jobs.ts) as rows of periodic_task, once per process. */
function storeTasks(db: Db): Promise<void> {
  let done = tasksStored.get(db);
  if (!done) {
    done = moduleJobs().then((jobs) => createSchedulerRepo(db).upsertTasks(jobs.periodicTasks));
    tasksStored.set(db, done);
    done.catch(() => tasksStored.delete(db));
  }
  return done;
}

/**
 * Starts pg-boss for this process's roles: every role can send jobs; "scheduler" fires the cron
 * schedules (synced from periodic_task: paused tasks have none) and runs pg-boss maintenance;
 * "worker" takes the jobs every module declares in its *.jobs.ts (periodic tasks and handlers such
 * as optimisation runs). Called by main.ts; tests call it too.
 */
export async function startScheduler(deps: Deps, roles: readonly Role[]): Promise<PgBoss> {
  const schedule = roles.includes('scheduler');
  const boss = await startJobRuntime(deps.db, { schedule, queues: await moduleQueues() });
  await storeTasks(deps.db);
  const jobs = await moduleJobs();
  if (schedule) {
    await syncSchedules(deps.db, boss);
    await sendDueAtStart(deps, boss, jobs.periodicTasks);
  }
  if (roles.includes('worker') && !working.has(deps.db)) {
    working.add(deps.db);
    const clock = deps.clock ?? systemClock;
    for (const task of jobs.periodicTasks) {
      await boss.work<Record<string, unknown>>(task.name, { batchSize: 1 }, ([job]) =>
        runPeriodicJob({ db: deps.db, log: deps.log, clock, boss }, task, job),
      );
    }
    for (const handler of jobs.handlers) {
      for (let i = 0; i < handler.concurrency; i++) {
        // A retried job is one whose worker died (see jobRuntime): the handler takes it over.
        await boss.work<unknown>(handler.queue, { batchSize: 1, includeMetadata: true }, ([job]) =>
          handler.run({ db: deps.db, log: deps.log, clock }, job.data as never, {
            id: job.id,
            retryCount: job.retryCount,
          }),
        );
      }
    }
  }
  deps.log.info({ roles, tasks: jobs.periodicTasks.length }, 'scheduler started');
  return boss;
}

/**
 * Tasks whose work must not wait for their first cron firing (dueAtStart, e.g. the weekly
 * long-term run when a live plant has none) are queued once now, as a scheduled run with
 * {missing_only: true}, so a second scheduler starting at the same time adds no duplicate work.
 * A paused task stays paused (runPeriodicJob skips it).
 */
async function sendDueAtStart(deps: Deps, boss: PgBoss, tasks: readonly PeriodicTaskDefinition[]) {
  for (const task of tasks) {
    if (!task.dueAtStart) continue;
    try {
      if (await task.dueAtStart(deps.db)) {
        const data: PeriodicJobData = { trigger: 'schedule', params: { missing_only: true } };
        await boss.send(task.name, data);
        deps.log.info({ task: task.name }, 'periodic task due at start: queued');
      }
    } catch (err) {
      deps.log.warn({ task: task.name, err }, 'periodic task due at start: not queued');
    }
  }
}

/** pg-boss of this process, started send-only when no role started it yet (API routes), with the task rows stored. */
export async function jobsFor(deps: Deps): Promise<PgBoss> {
  const boss = await (jobRuntimeOf(deps.db) ?? startScheduler(deps, ['api']));
  await storeTasks(deps.db);
  return boss;
}

/** Makes pg-boss's schedule table match periodic_task. */
export async function syncSchedules(db: Db, boss: PgBoss): Promise<void> {
  for (const t of await createSchedulerRepo(db).tasks()) {
    if (t.is_paused) await boss.unschedule(t.name);
    else await boss.schedule(t.name, t.schedule, { trigger: 'schedule' }, { tz: t.timezone });
  }
}
