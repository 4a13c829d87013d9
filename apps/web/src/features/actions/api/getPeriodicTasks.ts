import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodicTask, TaskStatus } from '@penstock/domain';
import { periodicTasksApi } from './periodicTasksApi';

export type { PeriodicTask, TaskStatus };

/** While a job of a task is queued or running, the list refreshes every few seconds to show its end. */
export const periodicTasksQueryOptions = () =>
  queryOptions({
    ...periodicTasksApi.list(),
    refetchInterval: (query) =>
      query.state.data?.some((t) => t.last_status === 'created' || t.last_status === 'active') ? 2000 : 60_000,
  });

export const usePeriodicTasks = () => useQuery(periodicTasksQueryOptions());
