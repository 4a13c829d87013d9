import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { describeSchedule } from '@penstock/domain';
import type { TFunction } from 'i18next';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import type { ListColumn } from '@/ui/list/ListScreen';
import type { PeriodicTask } from '../api/getPeriodicTasks';
import { formatTaskTime } from '../utils/formatTaskTime';
import { RecentRuns } from './RecentRuns';
import { TaskJobPopover } from './TaskJobPopover';

export interface TaskActions {
  /** The loaded tasks, for the export. */
  tasks: readonly PeriodicTask[] | undefined;
  /** `toggle:<name>` or `trigger:<name>` while that change is in flight. */
  busy: string | null;
  onToggle: (task: PeriodicTask) => void;
  onTrigger: (task: PeriodicTask) => void;
}

/** The periodic tasks' columns: state, schedule, last and next run, and the admin's actions. */
export function taskColumns(t: TFunction<'actions'>, locale: string, actions: TaskActions): ListColumn<PeriodicTask>[] {
  const { busy } = actions;
  return [
    {
      key: 'name',
      header: t('column.name'),
      cell: (task) => (
        <>
          <Text fw={600} size="sm">
            {task.name}
          </Text>
          {task.description && (
            <Text size="xs" c="dimmed" maw={340}>
              {task.description}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'state',
      header: t('column.state'),
      minWidth: 110,
      cell: (task) => (
        <Badge
          variant="dot"
          style={{ overflow: 'visible' }}
          color={task.isPaused ? 'secondary' : 'positive'}
          data-testid="task-state"
        >
          {task.isPaused ? t('state.inactive') : t('state.active')}
        </Badge>
      ),
    },
    {
      key: 'schedule',
      header: t('column.schedule'),
      // in words (issue 27 item 7); the cron itself on hover, for who knows it
      cell: (task) => (
        <>
          <Text size="sm" title={task.schedule} data-testid="task-schedule">
            {describeSchedule(task.schedule)}
          </Text>
          <Text size="xs" c="dimmed">
            {task.timezone}
          </Text>
        </>
      ),
    },
    {
      key: 'lastRun',
      header: t('column.lastRun'),
      cell: (task) => (
        <Stack gap={4} align="flex-start">
          <TaskJobPopover task={task} />
          <Text size="xs" c="dimmed">
            {formatTaskTime(task.last_run, task.timezone, locale)}
          </Text>
          <RecentRuns task={task} />
        </Stack>
      ),
    },
    {
      key: 'nextRun',
      header: t('column.nextRun'),
      cell: (task) => (
        <Text size="sm">{task.isPaused ? t('paused') : formatTaskTime(task.next_run, task.timezone, locale)}</Text>
      ),
    },
    {
      key: 'actions',
      header: (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {t('column.actions')}
          <ExportMenu
            fileName={t('tableLabel')}
            disabled={!actions.tasks?.length}
            tables={(lib) => {
              // Each task's times in its own zone, with the zone in a column (tasks may differ).
              const time = (ms: number | null, zone: string) => (ms === null ? [null, null] : lib.timeCells(ms, zone));
              return [
                {
                  name: t('tableLabel'),
                  columns: [
                    t('column.name'),
                    t('column.state'),
                    t('column.schedule'),
                    'Time zone',
                    `${t('column.lastRun')} (local)`,
                    `${t('column.lastRun')} (ISO 8601)`,
                    `${t('column.nextRun')} (local)`,
                    `${t('column.nextRun')} (ISO 8601)`,
                  ],
                  rows: (actions.tasks ?? []).map((task) => [
                    task.name,
                    task.isPaused ? t('paused') : 'active',
                    describeSchedule(task.schedule),
                    task.timezone,
                    ...time(task.last_run, task.timezone),
                    ...time(task.isPaused ? null : task.next_run, task.timezone),
                  ]),
                },
              ];
            }}
          />
        </Group>
      ),
      align: 'right',
      cell: (task) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={
              task.isPaused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />
            }
            loading={busy === `toggle:${task.name}`}
            disabled={busy !== null && busy !== `toggle:${task.name}`}
            onClick={() => actions.onToggle(task)}
          >
            {task.isPaused ? t('resume') : t('pause')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBolt size={14} aria-hidden />}
            loading={busy === `trigger:${task.name}`}
            disabled={busy !== null && busy !== `trigger:${task.name}`}
            onClick={() => actions.onTrigger(task)}
          >
            {t('trigger')}
          </Button>
        </Group>
      ),
    },
  ];
}
