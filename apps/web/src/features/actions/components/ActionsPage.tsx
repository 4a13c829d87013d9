import { SegmentedControl, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useDeclareScreenTimezone } from '@/features/shell/hooks/useScreenTimezone';
import { LoadError } from '@/ui/LoadError';
import { usePeriodicTasks, type PeriodicTask } from '../api/getPeriodicTasks';
import { useSetTaskState } from '../api/setTaskState';
import { useTriggerTask } from '../api/triggerTask';
import { filterTasks, type TaskStateFilter } from '../utils/filterTasks';
import { TaskTable } from './TaskTable';
import { EmptyState } from '@/ui/EmptyState';

/**
 * Operations > Actions (/{env}/operations/actions/, admin only): the scheduler's periodic tasks with
 * the Active/Inactive filter and a name search; pause, resume and trigger, each confirmed by a toast.
 */
export function ActionsPage() {
  const { t } = useTranslation('actions');
  const tasks = usePeriodicTasks();
  const error = { title: t('error.title'), generic: t('error.generic') };
  const setState = useSetTaskState({ success: (updated) => t(updated.isPaused ? 'toast.paused' : 'toast.resumed', { name: updated.name }), error });
  const trigger = useTriggerTask({ success: (_job, task) => t('toast.triggered', { name: task.name }), error });
  const [state, setStateFilter] = useState<TaskStateFilter>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (tasks.data ? filterTasks(tasks.data, state, search) : undefined), [tasks.data, state, search]);
  // Times are shown in each task's own (cron) zone: the tag says it when the tasks share one.
  const zones = new Set(tasks.data?.map((task) => task.timezone));
  useDeclareScreenTimezone(tasks.data ? (zones.size === 1 ? { timezone: [...zones][0], source: 'tasks' } : null) : undefined);

  const busy = setState.isPending ? `toggle:${setState.variables?.task.name}` : trigger.isPending ? `trigger:${trigger.variables?.name}` : null;
  const toggle = (task: PeriodicTask) => setState.mutate({ task, state: task.isPaused ? 'active' : 'paused' });
  const run = (task: PeriodicTask) => trigger.mutate(task);

  let body;
  if (tasks.isError) body = <LoadError message={t('loadFailed')} onRetry={() => void tasks.refetch()} retryLabel={t('retry')} error={tasks.error} />;
  else if (shown && shown.length === 0)
    body = (
      <EmptyState testId="tasks-empty">{tasks.data?.length ? t('noMatch') : t('empty')}</EmptyState>
    );
  else body = <TaskTable tasks={shown} loading={tasks.isPending} busy={busy} onToggle={toggle} onTrigger={run} />;

  return (
    <Stack gap="lg">
      <PageHeader />
      <Group gap="md" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={t('filter.label')}
          value={state}
          onChange={(v) => setStateFilter(v as TaskStateFilter)}
          data={[
            { value: 'all', label: t('filter.all') },
            { value: 'active', label: t('filter.active') },
            { value: 'inactive', label: t('filter.inactive') },
          ]}
        />
        <TextInput
          aria-label={t('search')}
          placeholder={t('search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
      </Group>
      {body}
    </Stack>
  );
}
