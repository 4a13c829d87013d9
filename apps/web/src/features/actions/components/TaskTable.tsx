import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import type { PeriodicTask } from '../api/getPeriodicTasks';
import { formatTaskTime } from '../utils/formatTaskTime';
import { TaskJobPopover } from './TaskJobPopover';

export interface TaskTableProps {
  tasks: readonly PeriodicTask[] | undefined;
  loading: boolean;
  /** Name of the task whose pause/resume or trigger is in flight. */
  busy: string | null;
  onToggle: (task: PeriodicTask) => void;
  onTrigger: (task: PeriodicTask) => void;
}

/** The periodic tasks with their state, schedule, last and next run, and the admin's actions. */
export function TaskTable({ tasks, loading, busy, onToggle, onTrigger }: TaskTableProps) {
  const { t, i18n } = useTranslation('actions');
  const head = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('column.name')}</Table.Th>
        <Table.Th>{t('column.state')}</Table.Th>
        <Table.Th>{t('column.schedule')}</Table.Th>
        <Table.Th>{t('column.lastRun')}</Table.Th>
        <Table.Th>{t('column.nextRun')}</Table.Th>
        <Table.Th ta="right">
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {t('column.actions')}
            <ExportMenu
              fileName={t('tableLabel')}
              disabled={!tasks?.length}
              tables={(lib) => {
                // Each task's times in its own zone, with the zone in a column (tasks may differ).
                const time = (ms: number | null, zone: string) => (ms === null ? [null, null] : lib.timeCells(ms, zone));
                return [
                  {
                    name: t('tableLabel'),
                    columns: [
                      t('column.name'), t('column.state'), t('column.schedule'), 'Time zone',
                      `${t('column.lastRun')} (local)`, `${t('column.lastRun')} (ISO 8601)`, `${t('column.nextRun')} (local)`, `${t('column.nextRun')} (ISO 8601)`,
                    ],
                    rows: (tasks ?? []).map((task) => [
                      task.name, task.isPaused ? t('paused') : 'active', task.schedule, task.timezone,
                      ...time(task.last_run, task.timezone), ...time(task.isPaused ? null : task.next_run, task.timezone),
                    ]),
                  },
                ];
              }}
            />
          </Group>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('tableLabel')} data-testid="task-table">
        {head}
        <Table.Tbody>
          {loading &&
            Array.from({ length: 5 }, (_, i) => (
              <Table.Tr key={i} data-testid="task-skeleton">
                {Array.from({ length: 6 }, (_, j) => (
                  <Table.Td key={j}><Skeleton h={18} /></Table.Td>
                ))}
              </Table.Tr>
            ))}
          {tasks?.map((task) => (
            <Table.Tr key={task.name} data-task={task.name}>
              <Table.Td>
                <Text fw={600} size="sm">{task.name}</Text>
                {task.description && <Text size="xs" c="dimmed" maw={340}>{task.description}</Text>}
              </Table.Td>
              <Table.Td miw={110}>
                <Badge variant="dot" style={{ overflow: 'visible' }} color={task.isPaused ? 'secondary' : 'positive'} data-testid="task-state">
                  {task.isPaused ? t('state.inactive') : t('state.active')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">{task.schedule}</Text>
                <Text size="xs" c="dimmed">{task.timezone}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <TaskJobPopover task={task} />
                  <Text size="xs" c="dimmed">{formatTaskTime(task.last_run, task.timezone, i18n.language)}</Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{task.isPaused ? t('paused') : formatTaskTime(task.next_run, task.timezone, i18n.language)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={task.isPaused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
                    loading={busy === `toggle:${task.name}`}
                    disabled={busy !== null && busy !== `toggle:${task.name}`}
                    onClick={() => onToggle(task)}
                  >
                    {task.isPaused ? t('resume') : t('pause')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconBolt size={14} aria-hidden />}
                    loading={busy === `trigger:${task.name}`}
                    disabled={busy !== null && busy !== `trigger:${task.name}`}
                    onClick={() => onTrigger(task)}
                  >
                    {t('trigger')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
