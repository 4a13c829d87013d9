import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { actionsKeys } from './actionsKeys';
import { taskStatusSchema, type PeriodicTask } from './getPeriodicTasks';
import { schedulerPath } from './schedulerPath';

export const taskJobSchema = z.object({
  job_uuid: z.string(),
  task_name: z.string(),
  state: taskStatusSchema,
  triggered_by: z.string().nullable(),
  created_at: z.number(),
});
export type TaskJob = z.infer<typeof taskJobSchema>;

/** POST periodic-task/{name}/{job_uuid}/trigger with body {}: queues a run now. */
export const triggerTask = (task: Pick<PeriodicTask, 'name' | 'job_uuid'>): Promise<TaskJob> =>
  apiRequest(schedulerPath(`${encodeURIComponent(task.name)}/${task.job_uuid ?? '-'}/trigger`), { method: 'POST', body: {}, schema: taskJobSchema });

export function useTriggerTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: PeriodicTask) => triggerTask(task),
    onSuccess: () => void client.invalidateQueries({ queryKey: actionsKeys.list() }),
  });
}
