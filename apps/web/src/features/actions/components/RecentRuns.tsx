import { ColorSwatch, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodicTask } from '../api/getPeriodicTasks';
import { formatTaskTime } from '../utils/formatTaskTime';
import { TASK_STATUS_COLORS } from './TaskStatusBadge';

/**
 * A task's recent runs, newest first (issue 27 item 7): one dot per run in its state's colour, its
 * state, start and how it was started on hover and for screen readers.
 */
export function RecentRuns({ task }: { task: PeriodicTask }) {
  const { t, i18n } = useTranslation('actions');
  if (!task.recent_runs.length) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="recent-runs" aria-label={t('recentRuns')}>
      {task.recent_runs.map((run) => {
        const label = t('recentRun', {
          status: t(`status.${run.state}`),
          at: formatTaskTime(run.created_at, task.timezone, i18n.language),
          how: t(run.trigger === 'manual' ? 'runManual' : 'runScheduled'),
        });
        return (
          <Tooltip key={run.job_uuid} label={label}>
            <ColorSwatch
              component="span"
              size={10}
              color={`var(--mantine-color-${TASK_STATUS_COLORS[run.state]}-6)`}
              aria-label={label}
              role="img"
              data-status={run.state}
            />
          </Tooltip>
        );
      })}
    </Group>
  );
}
