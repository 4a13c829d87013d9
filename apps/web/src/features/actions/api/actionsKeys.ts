import { periodicTasksApi } from './periodicTasksApi';

/** Query keys of the scheduler's periodic tasks and their jobs. */
export const actionsKeys = {
  all: periodicTasksApi.keys.all,
  job: (name: string, jobUuid: string) => [...periodicTasksApi.keys.all, 'job', name, jobUuid] as const,
};
