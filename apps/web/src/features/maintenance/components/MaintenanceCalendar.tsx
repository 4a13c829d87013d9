import { Box, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Maintenance } from '@penstock/domain';
import { eventsByDay, monthGrid } from '../utils/monthGrid';
import { statusColor } from './maintenanceColumns';

const SHOWN_PER_DAY = 3;

/** Spec 1's 42-day month grid (weeks from Monday) in the zone; each outage on every day it touches. */
export function MaintenanceCalendar({
  year,
  month,
  zone,
  outages,
  onSelect,
}: {
  year: number;
  month: number;
  zone: string;
  outages: readonly Maintenance[];
  onSelect: (uuid: string) => void;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const days = monthGrid(year, month, zone);
  const events = outages.map((m) => ({
    id: m.uuid,
    title: m.name,
    start: m.start_timestamp_millis,
    end: m.end_timestamp_millis,
    m,
  }));
  const perDay = eventsByDay(days, events);
  const weekdayFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: zone });
  const weekdays = days.slice(0, 7).map((d) => weekdayFormat.format(d.start + 12 * 3_600_000));
  return (
    <Stack gap={4} data-testid="maintenance-calendar">
      <SimpleGrid cols={7} spacing={4}>
        {weekdays.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center">
            {d}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={4}>
        {days.map((d, i) => (
          <Paper
            key={d.date}
            withBorder
            p={4}
            mih={92}
            bg={d.inMonth ? undefined : 'var(--mantine-color-gray-0)'}
            data-date={d.date}
          >
            <Text size="xs" c={d.inMonth ? undefined : 'dimmed'} fw={600}>
              {d.day}
            </Text>
            <Stack gap={2}>
              {perDay[i].slice(0, SHOWN_PER_DAY).map((e) => (
                <UnstyledButton
                  key={e.id}
                  onClick={() => onSelect(e.id)}
                  data-event={e.id}
                  title={`${e.title}: ${e.m.turbine_name}`}
                >
                  <Box
                    px={4}
                    style={{
                      borderRadius: 4,
                      background: `var(--mantine-color-${statusColor(e.m.status)}-light)`,
                      overflow: 'hidden',
                      whiteSpace: 'nowrap',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    <Text size="xs" truncate>
                      {e.title}
                      {e.end === null ? ` (${t('never')})` : ''}
                    </Text>
                  </Box>
                </UnstyledButton>
              ))}
              {perDay[i].length > SHOWN_PER_DAY && (
                <Text size="xs" c="dimmed">
                  {t('more', { count: perDay[i].length - SHOWN_PER_DAY })}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
