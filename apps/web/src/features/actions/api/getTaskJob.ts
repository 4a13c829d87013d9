import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { actionsKeys } from './actionsKeys';
import { taskStatusSchema } from './getPeriodicTasks';
import { schedulerPath } from './schedulerPath';

export const taskJobDetailSchema = z.object({
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
export type TaskJobDetail = z.infer<typeof taskJobDetailSchema>;

/** GET periodic-task/{name}/{job_uuid}: one job with its output or error. */
export const getTaskJob = (name: string, jobUuid: string, signal?: AbortSignal): Promise<TaskJobDetail> =>
  apiRequest(schedulerPath(`${encodeURIComponent(name)}/${encodeURIComponent(jobUuid)}`), { schema: taskJobDetailSchema, signal });

export const useTaskJob = (name: string, jobUuid: string | null, enabled: boolean) =>
  useQuery({
    queryKey: actionsKeys.job(name, jobUuid ?? ''),
    queryFn: ({ signal }) => getTaskJob(name, jobUuid!, signal),
    enabled: enabled && !!jobUuid,
    refetchInterval: (q) => (q.state.data && ['created', 'active'].includes(q.state.data.state) ? 1000 : false),
  });
