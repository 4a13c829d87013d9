import { taskJobSchema, type PeriodicTask, type TaskJob } from '@penstock/domain';
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
export const useTriggerTask = (toasts?: MutationToasts<TaskJob, PeriodicTask>) =>
  periodicTasksApi.useAction(undefined, { call: triggerTask, toasts });
