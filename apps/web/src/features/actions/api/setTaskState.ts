import { periodicTaskSchema, type PeriodicTask } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { MutationToasts } from '@/api/mutationToasts';
import { periodicTasksApi } from './periodicTasksApi';

export type TaskStateChange = { task: PeriodicTask; state: 'paused' | 'active' };

/** PUT periodic-task/{name}/{job_uuid}/state?state=paused|active; '-' stands for a task that never ran. */
export const setTaskState = (
  task: Pick<PeriodicTask, 'name' | 'job_uuid'>,
  state: 'paused' | 'active',
): Promise<PeriodicTask> =>
  apiRequest(endpoints.scheduler.state(task.name, task.job_uuid), {
    method: 'PUT',
    query: { state },
    schema: periodicTaskSchema,
  });

/** Pause or resume: the answer replaces the task in the list. */
export const useSetTaskState = (toasts?: MutationToasts<PeriodicTask, TaskStateChange>) =>
  periodicTasksApi.useMutation<TaskStateChange>(undefined, {
    call: ({ task, state }) => setTaskState(task, state),
    place: 'replace',
    toasts,
  });
