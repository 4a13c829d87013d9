import { Box, Group, Tooltip } from '@mantine/core';
import { statusTimeline, type StatusSubject } from '@penstock/domain';

export const STATUS_COLOURS = {
  Active: 'var(--mantine-color-green-6)',
  Inactive: 'var(--mantine-color-gray-4)',
  draft: 'var(--mantine-color-yellow-5)',
} as const;

/**
 * The constraint's status per day of the plant's zone from `from` on (spec 2 section 4), equal
 * days merged into one bar; each bar names its status and days.
 */
export function StatusTimeline({
  constraint,
  zone,
  from,
  days,
  labels,
  dateFormat,
}: {
  constraint: StatusSubject;
  zone: string;
  from: number;
  days: number;
  labels: Record<StatusSubject['status'], string>;
  dateFormat: Intl.DateTimeFormat;
}) {
  const spans = statusTimeline(constraint, zone, from, days);
  return (
    <Group
      gap={1}
      wrap="nowrap"
      w={days * 6}
      h={14}
      data-testid="status-timeline"
      aria-label={spans.map((s) => `${labels[s.status]} ${s.days}d`).join(', ')}
    >
      {spans.map((s) => (
        <Tooltip
          key={s.from}
          label={`${labels[s.status]}: ${dateFormat.format(s.from)} to ${dateFormat.format(s.to - 1)}`}
        >
          <Box
            data-status={s.status}
            h={14}
            style={{ flex: s.days, background: STATUS_COLOURS[s.status], borderRadius: 2 }}
          />
        </Tooltip>
      ))}
    </Group>
  );
}
