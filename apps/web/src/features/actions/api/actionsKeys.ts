/** Query keys of the scheduler's periodic tasks. */
export const actionsKeys = {
  all: ['periodic-tasks'] as const,
  list: () => [...actionsKeys.all, 'list'] as const,
  job: (name: string, jobUuid: string) => [...actionsKeys.all, 'job', name, jobUuid] as const,
};
