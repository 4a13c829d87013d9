import { taskJobSchema, type PeriodicTask, type TaskJob } from '@penstock/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { MutationToasts } from '@/api/mutationToasts';
import { periodicTasksApi } from './periodicTasksApi';

/** POST periodic-task/{name}/{job_uuid}/trigger with body {}: queues a run now. */
export const triggerTask = (task: Pick<PeriodicTask, 'name' | 'job_uuid'>): Promise<TaskJob> =>
  apiRequest(endpoints.scheduler.trigger(task.name, task.job_uuid), {
    method: 'POST',
    body: {},
    schema: taskJobSchema,
  });

/** The answer is a job, not a task: the list is fetched again to show it. */
export function useTriggerTask(toasts?: MutationToasts<TaskJob, PeriodicTask>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: PeriodicTask) => triggerTask(task),
    onSuccess: () => void client.invalidateQueries({ queryKey: periodicTasksApi.keys.all }),
    meta: { toasts },
  });
}
