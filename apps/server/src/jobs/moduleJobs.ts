import type { FastifyBaseLogger } from 'fastify';
import { pathToFileURL } from 'node:url';
import type PgBoss from 'pg-boss';
import type { Clock } from '../clock.js';
import type { Db } from '../db/schema.js';
import { findModuleFiles } from '../moduleFiles.js';

/** What a job gets: the process's database, pg-boss, log and clock. */
export interface JobDeps {
  db: Db;
  boss: PgBoss;
  log: FastifyBaseLogger;
  clock: Clock;
}

/** What a periodic task's run gets. */
export interface TaskContext extends JobDeps {
  /** Body `params` of a manual trigger; {} for scheduled runs. */
  params: Record<string, unknown>;
}

export interface PeriodicTaskDefinition {
  /** Also the pg-boss queue name. */
  name: string;
  description: string;
  /** Default five-field cron, in `timezone`; admins pause and resume, the schedule itself comes from code. */
  schedule: string;
  timezone: string;
  /** Returns the job's output (JSON), shown by GET periodic-task/{name}/{job_uuid}. */
  run(ctx: TaskContext): Promise<unknown>;
  /**
   * When the scheduler starts: true queues a run now (trigger "schedule", params
   * {missing_only: true}) besides the cron, for work that must not wait for the first firing.
   */
  dueAtStart?(db: Db): Promise<boolean>;
}

/** The zone every task's cron is read in: the market's (the plants bid into the Austrian day-ahead auction). */
export const TASK_TIMEZONE = 'Europe/Vienna';

/** What a run declared with `periodicTask` gets: the context and the one moment the run started. */
export interface TimedTaskContext extends TaskContext {
  now: Date;
}

/**
 * A periodic task in the market's zone whose run reads the clock once, at its start:
 *
 *   export const checkX = periodicTask({ name, description, schedule: '0 * * * *', run: ({ db, now }) => ... });
 */
export function periodicTask(
  task: Omit<PeriodicTaskDefinition, 'timezone' | 'run'> & {
    timezone?: string;
    run(ctx: TimedTaskContext): Promise<unknown>;
  },
): PeriodicTaskDefinition {
  return { timezone: TASK_TIMEZONE, ...task, run: (ctx) => task.run({ ...ctx, now: ctx.clock.now() }) };
}

/** A whole number param of a manual trigger within [min, max], else undefined (the task's default). */
export const wholeParam = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && value >= min && value <= max ? Math.floor(value) : undefined;

/** A string param of a manual trigger (e.g. `plant`), else null (all). */
export const stringParam = (value: unknown) => (typeof value === 'string' ? value : null);

/** The moment `hours` before `now`: where a run left queued or running counts as stale. */
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** A queue of on-demand jobs (e.g. optimisation runs) and the worker that takes them. */
export interface JobHandler<T = never> {
  queue: string;
  /** jobs of this queue one worker process runs at once */
  concurrency: number;
  /** retryCount > 0: the job's earlier worker died (pg-boss retries only those, see jobRuntime) */
  run(deps: Omit<JobDeps, 'boss'>, data: T, job: { id: string; retryCount: number }): Promise<unknown>;
}

/**
 * What a module declares in its `<area>.jobs.ts` (default export), found the way routes are:
 *
 *   export default defineJobs({ periodicTasks: [optimizeLivePlants], handlers: [optimizationRunHandler] });
 */
export interface ModuleJobs {
  periodicTasks?: readonly PeriodicTaskDefinition[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler types its own job data
  handlers?: readonly JobHandler<any>[];
}
export const defineJobs = (jobs: ModuleJobs) => jobs;

let loaded: Promise<Required<ModuleJobs>> | undefined;

/** Every modules/<area>/*.jobs.ts, merged (in file order); loaded once per process. */
export function moduleJobs(): Promise<Required<ModuleJobs>> {
  loaded ??= (async () => {
    const files = findModuleFiles('.jobs.ts');
    const all: Required<ModuleJobs> = { periodicTasks: [], handlers: [] };
    for (const file of files) {
      const mod = ((await import(pathToFileURL(file).href)) as { default: ModuleJobs }).default;
      all.periodicTasks = [...all.periodicTasks, ...(mod.periodicTasks ?? [])];
      all.handlers = [...all.handlers, ...(mod.handlers ?? [])];
    }
    return all;
  })();
  return loaded;
}

/** Every queue the modules use: periodic tasks and handlers. */
export async function moduleQueues(): Promise<string[]> {
  const jobs = await moduleJobs();
  return [...jobs.periodicTasks.map((t) => t.name), ...jobs.handlers.map((h) => h.queue)];
}
