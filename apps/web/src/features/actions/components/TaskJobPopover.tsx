import { Code, Loader, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskJob } from '../api/getTaskJob';
import type { PeriodicTask } from '../api/getPeriodicTasks';
import { formatTaskTime } from '../utils/formatTaskTime';
import { TaskStatusBadge } from './TaskStatusBadge';
import { QueryView } from '@/ui/QueryView';

/** The last run's status badge; clicking it shows that job: who or what started it, its times and its output or error. */
export function TaskJobPopover({ task }: { task: PeriodicTask }) {
  const { t, i18n } = useTranslation('actions');
  const [opened, setOpened] = useState(false);
  const job = useTaskJob(task.name, task.job_uuid, opened);
  if (!task.job_uuid) return <TaskStatusBadge status={task.last_status} />;
  const time = (ms: number | null) => formatTaskTime(ms, task.timezone, i18n.language);
  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton onClick={() => setOpened((o) => !o)} aria-label={t('job.open', { name: task.name })}>
          <TaskStatusBadge status={task.last_status} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="task-job">
        <QueryView query={job} pending={<Loader size="sm" />} errorText={t('job.failed')} retryLabel={t('retry')}>
          {(data) => (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t(data.trigger === 'manual' ? 'job.manual' : 'job.scheduled', { by: data.triggered_by ?? '' })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('job.times', {
                  created: time(data.created_at),
                  started: time(data.started_at),
                  finished: time(data.finished_at),
                })}
              </Text>
              {data.error && (
                <Text size="sm" c="destructive">
                  {data.error}
                </Text>
              )}
              {data.output != null && (
                <Code block mah={240} style={{ overflow: 'auto' }}>
                  {JSON.stringify(data.output, null, 2)}
                </Code>
              )}
            </Stack>
          )}
        </QueryView>
      </Popover.Dropdown>
    </Popover>
  );
}
