import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../api/getPeriodicTasks';

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  created: 'info',
  active: 'primary',
  completed: 'positive',
  failed: 'destructive',
  cancelled: 'secondary',
};

/** Status of a task's last job; "Never run" before the first. */
export function TaskStatusBadge({ status }: { status: TaskStatus | null }) {
  const { t } = useTranslation('actions');
  if (!status)
    return (
      <Badge variant="outline" color="secondary">
        {t('status.never')}
      </Badge>
    );
  return (
    <Badge variant="light" color={TASK_STATUS_COLORS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
