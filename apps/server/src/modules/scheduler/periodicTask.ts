import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';

/** What a periodic task's run gets. */
export interface TaskContext {
  db: Db;
  boss: PgBoss;
  log: FastifyBaseLogger;
  clock: Clock;
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
}
