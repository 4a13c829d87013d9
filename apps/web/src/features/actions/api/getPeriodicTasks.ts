import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { actionsKeys } from './actionsKeys';
import { schedulerPath } from './schedulerPath';

export const taskStatusSchema = z.enum(['created', 'active', 'completed', 'failed', 'cancelled']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const periodicTaskSchema = z.object({
  name: z.string(),
  description: z.string().default(''),
  isPaused: z.boolean(),
  schedule: z.string(),
  timezone: z.string(),
  /** epoch ms UTC */
  last_run: z.number().nullable(),
  next_run: z.number().nullable(),
  last_status: taskStatusSchema.nullable(),
  job_uuid: z.string().nullable(),
});
export type PeriodicTask = z.infer<typeof periodicTaskSchema>;

export const getPeriodicTasks = (signal?: AbortSignal): Promise<PeriodicTask[]> =>
  apiRequest(schedulerPath(), { schema: z.array(periodicTaskSchema), signal });

/** While a job of a task is queued or running, the list refreshes every few seconds to show its end. */
export const periodicTasksQueryOptions = () =>
  queryOptions({
    queryKey: actionsKeys.list(),
    queryFn: ({ signal }) => getPeriodicTasks(signal),
    refetchInterval: (query) => (query.state.data?.some((t) => t.last_status === 'created' || t.last_status === 'active') ? 2000 : 60_000),
  });

export const usePeriodicTasks = () => useQuery(periodicTasksQueryOptions());
