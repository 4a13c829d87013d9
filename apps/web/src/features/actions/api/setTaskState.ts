import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { actionsKeys } from './actionsKeys';
import { periodicTaskSchema, type PeriodicTask } from '@penstock/domain';

/** PUT periodic-task/{name}/{job_uuid}/state?state=paused|active; '-' stands for a task that never ran. */
export const setTaskState = (task: Pick<PeriodicTask, 'name' | 'job_uuid'>, state: 'paused' | 'active'): Promise<PeriodicTask> =>
  apiRequest(endpoints.scheduler.state(task.name, task.job_uuid), { method: 'PUT', query: { state }, schema: periodicTaskSchema });

export function useSetTaskState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, state }: { task: PeriodicTask; state: 'paused' | 'active' }) => setTaskState(task, state),
    onSuccess: (updated) => {
      client.setQueryData<PeriodicTask[]>(actionsKeys.list(), (list) => list?.map((t) => (t.name === updated.name ? updated : t)));
      void client.invalidateQueries({ queryKey: actionsKeys.list() });
    },
  });
}
