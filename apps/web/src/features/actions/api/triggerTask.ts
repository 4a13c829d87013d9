import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskJobSchema, type TaskJob } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { actionsKeys } from './actionsKeys';
import type { PeriodicTask } from './getPeriodicTasks';


/** POST periodic-task/{name}/{job_uuid}/trigger with body {}: queues a run now. */
export const triggerTask = (task: Pick<PeriodicTask, 'name' | 'job_uuid'>): Promise<TaskJob> =>
  apiRequest(endpoints.scheduler.trigger(task.name, task.job_uuid), { method: 'POST', body: {}, schema: taskJobSchema });

export function useTriggerTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: PeriodicTask) => triggerTask(task),
    onSuccess: () => void client.invalidateQueries({ queryKey: actionsKeys.list() }),
  });
}
