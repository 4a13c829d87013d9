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
  /** the newest runs (at most 5), newest first: state, how it was started, when (epoch ms UTC) */
  recent_runs: z
    .array(
      z.object({
        job_uuid: z.string(),
        state: taskStatusSchema,
        trigger: z.enum(['schedule', 'manual']),
        created_at: z.number(),
        finished_at: z.number().nullable(),
      }),
    )
    .default([]),
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

const DAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A five-field cron schedule in words, as the Actions screen shows it (issue 27 item 7): "every 5
 * minutes", "every hour", "every 6 hours", "daily at 06:30", "Mondays at 03:00", "Mondays to Fridays
 * at 07:00", "monthly on day 1 at 02:00". A schedule these words do not cover is answered as it is.
 */
export function describeSchedule(cron: string): string {
  const f = cron.trim().split(/\s+/);
  if (f.length !== 5) return cron;
  const [min, hour, dom, month, dow] = f;
  const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);
  const step = (s: string) => (/^\*\/\d+$/.test(s) ? Number(s.slice(2)) : null);
  if (month !== '*') return cron;
  const m = num(min);
  const h = num(hour);
  if (dom === '*' && dow === '*') {
    const everyMin = step(min);
    if (everyMin && hour === '*') return everyMin === 1 ? 'every minute' : `every ${everyMin} minutes`;
    if (min === '*' && hour === '*') return 'every minute';
    if (m !== null && hour === '*') return m === 0 ? 'every hour' : `every hour at minute ${m}`;
    const everyHour = step(hour);
    if (m !== null && everyHour) return `every ${everyHour} hours${m === 0 ? '' : ` at minute ${m}`}`;
    if (m !== null && h !== null) return `daily at ${two(h)}:${two(m)}`;
    return cron;
  }
  if (m === null || h === null) return cron;
  const at = `${two(h)}:${two(m)}`;
  if (dom === '*') {
    const range = /^(\d)-(\d)$/.exec(dow);
    if (range && Number(range[2]) <= 7) return `${DAYS[Number(range[1])]} to ${DAYS[Number(range[2])]} at ${at}`;
    const days = dow.split(',').map(num);
    if (days.every((d) => d !== null && d <= 7)) {
      const names = days.map((d) => DAYS[d!]);
      return `${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]} at ${at}`;
    }
    return cron;
  }
  const day = num(dom);
  return day !== null && dow === '*' ? `monthly on day ${day} at ${at}` : cron;
}
