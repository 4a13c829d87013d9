import { useQuery } from '@tanstack/react-query';
import { taskJobSchema, type TaskJob } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { actionsKeys } from './actionsKeys';

/** GET periodic-task/{name}/{job_uuid}: one job with its output or error. */
export const getTaskJob = (name: string, jobUuid: string, signal?: AbortSignal): Promise<TaskJob> =>
  apiRequest(endpoints.scheduler.job(name, jobUuid), { schema: taskJobSchema, signal });

export const useTaskJob = (name: string, jobUuid: string | null, enabled: boolean) =>
  useQuery({
    queryKey: actionsKeys.job(name, jobUuid ?? ''),
    queryFn: ({ signal }) => getTaskJob(name, jobUuid!, signal),
    enabled: enabled && !!jobUuid,
    refetchInterval: (q) => (q.state.data && ['created', 'active'].includes(q.state.data.state) ? 1000 : false),
  });
