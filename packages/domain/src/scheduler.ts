import { z } from 'zod';

/** Wire contract of the scheduler API (/scheduler/v1/periodic-task/...). Times are epoch ms UTC. */
export const taskStatusSchema = z.enum(['created', 'active', 'completed', 'failed', 'cancelled']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const periodicTaskSchema = z.object({
  name: z.string(),
  description: z.string(),
  isPaused: z.boolean(),
  schedule: z.string().describe('five-field cron in `timezone`'),
  timezone: z.string(),
  last_run: z.number().nullable().describe('epoch ms UTC'),
  next_run: z.number().nullable().describe('epoch ms UTC; null while paused'),
  last_status: taskStatusSchema.nullable(),
  job_uuid: z.string().nullable().describe('the newest job of the task'),
  /** always answered; send it back with PUT .../state?version= to refuse a stale pause or resume (409) */
  version: z.number().int().optional().describe('version of the pause state, for optimistic concurrency'),
});
export type PeriodicTask = z.infer<typeof periodicTaskSchema>;

export const taskJobSchema = z.object({
  job_uuid: z.string(),
  task_name: z.string(),
  state: taskStatusSchema,
  trigger: z.enum(['schedule', 'manual']),
  triggered_by: z.string().nullable(),
  params: z.unknown(),
  created_at: z.number(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
  output: z.unknown(),
  error: z.string().nullable(),
});
export type TaskJob = z.infer<typeof taskJobSchema>;
