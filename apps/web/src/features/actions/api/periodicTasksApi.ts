import { periodicTaskSchema, type PeriodicTask } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

/** The scheduler's periodic tasks as an entity: listed, and changed by pause/resume (setTaskState). */
export const periodicTasksApi = entityApi<PeriodicTask>({
  key: 'periodic-tasks',
  schema: periodicTaskSchema,
  idOf: (task) => task.name,
  listPath: () => endpoints.scheduler.tasks,
});
