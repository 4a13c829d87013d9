import { Box, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RecurringPattern } from '@penstock/domain';
import { isEmptyPattern } from '../utils/constraintForm';
import { coverageGrid } from '../utils/coverageGrid';

const DAYS = 14;
/** local hours 0-23; the axis names 0, 6, 12 and 18 */
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The form's preview: which hours of the next two weeks the pattern and validity cover, per local day and hour. */
export function PatternPreview({ zone, now }: { zone: string; now: number }) {
  const { t, i18n } = useTranslation('constraints');
  const [pattern, from, to] = useWatch({
    name: ['recurring_pattern', 'validity_start_timestamp_millis', 'validity_end_timestamp_millis'],
  }) as [RecurringPattern, number | null, number | null];
  const complete = (Object.values(pattern ?? {}) as ({ start: number | null; end: number | null } | null)[]).every(
    (r) => r === null || (r.start !== null && r.end !== null),
  );
  const grid = useMemo(
    () =>
      from === null || !complete
        ? null
        : coverageGrid(isEmptyPattern(pattern) ? null : pattern, { from, to }, zone, now, DAYS),
    [pattern, from, to, zone, now, complete],
  );
  const day = new Intl.DateTimeFormat(i18n.language, {
    timeZone: zone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
  });
  if (!grid) return null;
  return (
    <Stack gap={4} maw="100%" miw={0} data-testid="pattern-preview" data-covered={grid.covered}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('preview.title', { days: DAYS })}
        </Text>
        <Text size="sm" c="dimmed">
          {grid.covered
            ? t('preview.count', { hours: grid.covered, total: grid.total })
            : t('preview.none', { days: DAYS })}
        </Text>
      </Group>
      {/* on a phone the grid scrolls sideways, not the page */}
      <ScrollArea type="auto" offsetScrollbars="x">
        <Stack gap={1} w="max-content">
          <Group gap={1} wrap="nowrap" aria-hidden data-testid="pattern-preview-hours">
            <Box w={90} />
            {HOURS.map((h) => (
              <Text key={h} w={14} fz={10} c="dimmed" ta="center">
                {h % 6 === 0 ? h : ''}
              </Text>
            ))}
          </Group>
          {grid.days.map((d) => (
            <Group key={d.start} gap={1} wrap="nowrap">
              <Text size="xs" w={90} c="dimmed">
                {day.format(d.start)}
              </Text>
              {d.hours.map((on, h) => (
                <Box
                  key={h}
                  title={`${String(h).padStart(2, '0')}:00`}
                  w={14}
                  h={10}
                  bg={on ? 'primary.6' : 'gray.2'}
                  style={{ borderRadius: 1 }}
                />
              ))}
            </Group>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
