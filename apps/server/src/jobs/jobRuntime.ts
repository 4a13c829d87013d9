import type PgBoss from 'pg-boss';
import type { Db } from '../db/schema.js';
import { createBoss } from './createBoss.js';
import { moduleQueues } from './moduleJobs.js';

export interface JobRuntimeOptions {
  /** This process fires cron schedules and runs pg-boss maintenance (role "scheduler"). */
  schedule: boolean;
  /** Queues to create (idempotent). */
  queues: readonly string[];
}

/**
 * A job is retried once, without delay. Handlers record their own failures and return (see
 * runPeriodicJob, runOptimization), so the retry only happens to a job whose worker died: pg-boss
 * fails an active job once its expiry passes (15 minutes unless the job says otherwise) during
 * maintenance (every 2 minutes, in one scheduler process), and another worker then takes it.
 */
const QUEUE_POLICY = { retryLimit: 1, retryDelay: 0 } as const;

interface Runtime {
  boss: PgBoss;
  started: Promise<PgBoss>;
}

// One pg-boss per database handle: the API, the scheduler and the workers of one process share it.
const runtimes = new WeakMap<Db, Runtime>();

/**
 * Starts pg-boss on the database (creating its schema and the queues) once per process; later calls
 * return the same instance. A process that only sends jobs (role "api") starts with schedule false.
 */
export function startJobRuntime(db: Db, options: JobRuntimeOptions): Promise<PgBoss> {
  const existing = runtimes.get(db);
  if (existing) return existing.started;
  const boss = createBoss(db, {
    schedule: options.schedule,
    supervise: options.schedule,
    // Short polls so an on-demand run starts within a second or two of its request.
    pollingIntervalSeconds: 1,
    ...(options.schedule ? { cronMonitorIntervalSeconds: 30 } : {}),
  });
  boss.on('error', () => {}); // failures surface through the calls that made them; a lost poll retries
  const started = (async () => {
    await boss.start();
    for (const q of options.queues) {
      await boss.createQueue(q, { name: q, ...QUEUE_POLICY });
      await boss.updateQueue(q, { name: q, ...QUEUE_POLICY }); // queues made before the policy changed
    }
    // A (re)started scheduler takes over jobs whose worker died at once, not after the first interval.
    if (options.schedule) await boss.maintain();
    return boss;
  })();
  runtimes.set(db, { boss, started });
  return started;
}

/** The started pg-boss of this database, if any. */
export function jobRuntimeOf(db: Db): Promise<PgBoss> | undefined {
  return runtimes.get(db)?.started;
}

/** Stops pg-boss (waiting up to `timeoutMs` for running jobs); safe to call twice. */
export async function stopJobRuntime(db: Db, timeoutMs = 10_000): Promise<void> {
  const rt = runtimes.get(db);
  if (!rt) return;
  runtimes.delete(db);
  await rt.started.catch(() => {});
  await rt.boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false }).catch(() => {});
}

/**
 * pg-boss for sending jobs from a request: the process's runtime, or one started send-only with
 * every module's queues. What routes use (e.g. optimisation runs), so no module imports the scheduler.
 */
export async function sendingJobs(db: Db): Promise<PgBoss> {
  return (await jobRuntimeOf(db)) ?? startJobRuntime(db, { schedule: false, queues: await moduleQueues() });
}
