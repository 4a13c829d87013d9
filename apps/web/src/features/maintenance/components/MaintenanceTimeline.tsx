import { Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Maintenance } from '@penstock/domain';
import { barLabelPlace } from '../utils/barLabel';
import { formatRemaining, formatTime } from '../utils/formatOutage';
import { timelineTicks } from '../utils/timelineTicks';
import type { OutageUnit } from '../hooks/useOutageUnits';
import { statusColor } from './maintenanceColumns';

const LABEL_WIDTH = 220;

/**
 * A Gantt-like row per turbine across the plants; bars are outages, width by time, zoom by granularity.
 * A bar carries its outage's whole name where it fits, else just after it (`barLabelPlace`).
 */
export function MaintenanceTimeline({
  units,
  outages,
  from,
  to,
  zone,
  granularity,
  onSelect,
}: {
  units: readonly OutageUnit[];
  outages: readonly Maintenance[];
  from: number;
  to: number;
  zone: string;
  granularity: string;
  onSelect: (uuid: string) => void;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const span = to - from;
  // the tracks' width in px (the header's track is as wide as every row's)
  const track = useElementSize();
  const pct = (ms: number) => Math.min(100, Math.max(0, ((ms - from) / span) * 100));
  return (
    <Stack gap={0} data-testid="maintenance-timeline" style={{ overflowX: 'auto' }}>
      <Group gap={0} wrap="nowrap" miw={900}>
        <Box w={LABEL_WIDTH} style={{ flexShrink: 0 }} />
        <Box ref={track.ref} pos="relative" h={20} style={{ flex: 1 }}>
          {timelineTicks(from, to, zone, i18n.language, granularity).map((k) => (
            <Text key={k.ms} size="xs" c="dimmed" pos="absolute" left={`${pct(k.ms)}%`}>
              {k.label}
            </Text>
          ))}
        </Box>
      </Group>
      {units.map((u) => {
        const mine = outages.filter((m) => m.turbine_id === u.turbineId && m.plant_id === u.plantViewId);
        return (
          <Group
            key={`${u.plantViewId}|${u.turbineId}`}
            gap={0}
            wrap="nowrap"
            miw={900}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            data-unit={u.turbineId}
          >
            <Box w={LABEL_WIDTH} py={6} style={{ flexShrink: 0 }}>
              <Text size="sm" truncate>
                {u.turbineName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {u.plantName}
              </Text>
            </Box>
            <Box pos="relative" h={40} style={{ flex: 1 }}>
              {mine.map((m) => {
                const left = pct(m.start_timestamp_millis);
                const right = m.end_timestamp_millis === null ? 100 : pct(m.end_timestamp_millis);
                const label = `${m.name}: ${formatTime(m.start_timestamp_millis, zone, i18n.language)} - ${m.end_timestamp_millis === null ? t('never') : formatTime(m.end_timestamp_millis, zone, i18n.language)}, ${formatRemaining(m)}`;
                const px = ((right - left) / 100) * track.width;
                const place = barLabelPlace(m.name, px, ((100 - right) / 100) * track.width);
                return (
                  <Tooltip key={m.uuid} label={label}>
                    <UnstyledButton
                      aria-label={label}
                      data-event={m.uuid}
                      data-label={place}
                      onClick={() => onSelect(m.uuid)}
                      pos="absolute"
                      top={8}
                      h={24}
                      left={`${left}%`}
                      w={place === 'after' ? undefined : `max(4px, ${right - left}%)`}
                      display="flex"
                      style={{ alignItems: 'center', overflow: 'visible' }}
                    >
                      <Box
                        h={24}
                        w={place === 'after' ? `max(4px, ${px}px)` : '100%'}
                        style={{
                          flexShrink: 0,
                          borderRadius: 4,
                          background: `var(--mantine-color-${statusColor(m.status)}-${m.remaining_power > 0 ? 3 : 6})`,
                        }}
                      >
                        {place === 'inside' && (
                          <Text size="xs" c="white" px={4} lh="24px" style={{ whiteSpace: 'nowrap' }}>
                            {m.name}
                          </Text>
                        )}
                      </Box>
                      {place === 'after' && (
                        <Text size="xs" px={4} style={{ whiteSpace: 'nowrap' }}>
                          {m.name}
                        </Text>
                      )}
                    </UnstyledButton>
                  </Tooltip>
                );
              })}
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}
