import { useMutation, useQuery } from '@tanstack/react-query';
import {
  levelDevelopmentTaskCreatedSchema,
  levelDevelopmentTaskSchema,
  type LevelDevelopmentTask,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export type { LevelDevelopmentTask };

/** How often an open task is asked about: the simulation takes about a second. */
const TASK_POLL_MS = 500;

export const levelDevelopmentKeys = {
  task: (portfolioId: string, plantViewId: string, taskUuid: string) =>
    ['levelDevelopment', portfolioId, plantViewId, taskUuid] as const,
};

/** POST .../level-development-task: starts a simulation of the plan as it stands; answers its task_uuid. */
export const startLevelDevelopment = (portfolioId: string, plantViewId: string) =>
  apiRequest(endpoints.plant.levelDevelopmentTask(portfolioId, plantViewId), {
    method: 'POST',
    schema: levelDevelopmentTaskCreatedSchema,
  });

export const useStartLevelDevelopment = (portfolioId: string, plantViewId: string) =>
  useMutation({ mutationFn: () => startLevelDevelopment(portfolioId, plantViewId) });

/** GET .../level-development-task/{task_uuid}, asked again until the task has ended (a result never changes then). */
export const useLevelDevelopmentTask = (portfolioId: string, plantViewId: string, taskUuid: string | null) =>
  useQuery({
    queryKey: levelDevelopmentKeys.task(portfolioId, plantViewId, taskUuid ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.levelDevelopmentTask(portfolioId, plantViewId, taskUuid!), {
        schema: levelDevelopmentTaskSchema,
        signal,
      }),
    enabled: taskUuid !== null,
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data?.status === 'succeeded' || query.state.data?.status === 'failed' ? false : TASK_POLL_MS,
  });

/** Starts a task when asked and follows it: what the cockpit panel and the editor's button share. */
export function useLevelDevelopment(portfolioId: string, plantViewId: string) {
  const start = useStartLevelDevelopment(portfolioId, plantViewId);
  const task = useLevelDevelopmentTask(portfolioId, plantViewId, start.data?.task_uuid ?? null);
  const status = start.isPending ? 'queued' : (task.data?.status ?? (start.data ? 'queued' : null));
  return {
    run: () => start.mutate(),
    /** null before the first run */
    status,
    busy: status === 'queued' || status === 'running',
    task: task.data ?? null,
    error: start.error ?? task.error ?? null,
  };
}
