import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { ListScreen } from '@/ui/list/ListScreen';
import { listTexts } from '@/ui/list/listTexts';
import { usePeriodicTasks, type PeriodicTask } from '../api/getPeriodicTasks';
import { useSetTaskState } from '../api/setTaskState';
import { useTriggerTask } from '../api/triggerTask';
import { taskColumns } from './taskColumns';

/** Spec 1 section 5: Active means not paused, Inactive means paused. */
const taskStatus = (task: PeriodicTask) => (task.isPaused ? 'Inactive' : 'Active');
const taskSearchFields = (task: PeriodicTask) => [task.name];

/**
 * Operations > Actions (/{env}/operations/actions/, admin only): the scheduler's periodic tasks with
 * the Active/Inactive filter and a name search (kept in the query); pause, resume and trigger,
 * each confirmed by a toast.
 */
export function ActionsPage() {
  const { t, i18n } = useTranslation('actions');
  const tasks = usePeriodicTasks();
  const error = { title: t('error.title'), generic: t('error.generic') };
  const setState = useSetTaskState({
    success: (updated) => t(updated.isPaused ? 'toast.paused' : 'toast.resumed', { name: updated.name }),
    error,
  });
  const trigger = useTriggerTask({ success: (_job, task) => t('toast.triggered', { name: task.name }), error });
  // Times are shown in each task's own (cron) zone: the tag says it when the tasks share one.
  const zones = new Set(tasks.data?.map((task) => task.timezone));
  useDeclareScreenTimezone(
    tasks.data ? (zones.size === 1 ? { timezone: [...zones][0], source: 'tasks' } : null) : undefined,
  );

  const busy = setState.isPending
    ? `toggle:${setState.variables?.task.name}`
    : trigger.isPending
      ? `trigger:${trigger.variables?.name}`
      : null;
  const columns = taskColumns(t, i18n.language, {
    tasks: tasks.data,
    busy,
    onToggle: (task) => setState.mutate({ task, state: task.isPaused ? 'active' : 'paused' }),
    onTrigger: (task) => trigger.mutate(task),
  });

  return (
    <Stack gap="lg">
      <PageHeader />
      <ListScreen
        route="actions"
        query={tasks}
        columns={columns}
        rowKey={(task) => task.name}
        rowProps={(task) => ({ 'data-task': task.name })}
        status={{
          of: taskStatus,
          label: t('filter.label'),
          options: [
            { value: 'Active', label: t('filter.active') },
            { value: 'Inactive', label: t('filter.inactive') },
          ],
        }}
        searchFields={taskSearchFields}
        texts={listTexts(t)}
        testId="task-table"
        emptyTestId="tasks-empty"
        minWidth={860}
      />
    </Stack>
  );
}
