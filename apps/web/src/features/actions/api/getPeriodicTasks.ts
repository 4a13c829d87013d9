import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { periodicTaskSchema, type PeriodicTask, type TaskStatus } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { actionsKeys } from './actionsKeys';

export type { PeriodicTask, TaskStatus };

export const getPeriodicTasks = (signal?: AbortSignal): Promise<PeriodicTask[]> =>
  apiRequest(endpoints.scheduler.tasks, { schema: z.array(periodicTaskSchema), signal });

/** While a job of a task is queued or running, the list refreshes every few seconds to show its end. */
export const periodicTasksQueryOptions = () =>
  queryOptions({
    queryKey: actionsKeys.list(),
    queryFn: ({ signal }) => getPeriodicTasks(signal),
    refetchInterval: (query) => (query.state.data?.some((t) => t.last_status === 'created' || t.last_status === 'active') ? 2000 : 60_000),
  });

export const usePeriodicTasks = () => useQuery(periodicTasksQueryOptions());
