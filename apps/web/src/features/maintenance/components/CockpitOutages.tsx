import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Maintenance } from '@penstock/domain';
import type { ChartSpan } from '@/features/series/utils/spanShader';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { usePlantMaintenanceRange } from '../api/maintenanceApi';
import { formatRemaining, formatTime } from '../utils/formatOutage';

export interface CockpitOutagesProps {
  portfolioId: string;
  plantViewId: string;
  zone: string;
  /** the range on screen, UTC ms, end exclusive */
  startTs: number;
  endTs: number;
  maintenanceHref: string;
  /** The active outages as spans for the generation chart (empty while loading or on error). */
  onSpans: (spans: ChartSpan[]) => void;
}

const NO_SPANS: ChartSpan[] = [];
const spanLabel = (m: Maintenance) => `${m.turbine_name}: ${m.name}`;

/**
 * The plant's active maintenance outages in the cockpit's range (issue 13: plans show outages): a
 * short list under the range picker, and the same outages shaded on the generation chart. Loaded
 * lazily after the first chart, so the cockpit's first screen does not carry the maintenance feature.
 */
export default function CockpitOutages({
  portfolioId,
  plantViewId,
  zone,
  startTs,
  endTs,
  maintenanceHref,
  onSpans,
}: CockpitOutagesProps) {
  const { t, i18n } = useTranslation('maintenance');
  const list = usePlantMaintenanceRange({ portfolioId }, plantViewId, startTs, endTs, zone);
  const active = useMemo(() => (list.data ?? []).filter((m) => m.status === 'Active'), [list.data]);
  useEffect(() => {
    onSpans(
      active.length
        ? active.map((m) => ({ start: m.start_timestamp_millis, end: m.end_timestamp_millis, label: spanLabel(m) }))
        : NO_SPANS,
    );
  }, [active, onSpans]);
  useEffect(() => () => onSpans(NO_SPANS), [onSpans]);

  return (
    <Paper withBorder radius="md" p="sm" data-testid="cockpit-outages">
      <QueryView
        query={{ ...list, data: list.data ? active : undefined }}
        pending={<Skeleton h={24} />}
        {...failureTexts(t, 'cockpit.failed')}
        isEmpty={() => false}
      >
        {(outages) => (
          <Stack gap={4}>
            <Group justify="space-between">
              {outages.length ? (
                <Text fw={600} size="sm">
                  {t('cockpit.title', { count: outages.length })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('cockpit.none')}
                </Text>
              )}
              <Anchor href={maintenanceHref} size="sm">
                {t('cockpit.open')}
              </Anchor>
            </Group>
            {outages.length > 0 && (
              <>
                {outages.map((m) => (
                  <Text key={m.uuid} size="sm" data-outage={m.uuid}>
                    {spanLabel(m)} · {formatTime(m.start_timestamp_millis, zone, i18n.language)} –{' '}
                    {m.end_timestamp_millis === null
                      ? t('never')
                      : formatTime(m.end_timestamp_millis, zone, i18n.language)}{' '}
                    · {formatRemaining(m)}
                  </Text>
                ))}
                <Text size="xs" c="dimmed">
                  {t('cockpit.note')}
                </Text>
              </>
            )}
          </Stack>
        )}
      </QueryView>
    </Paper>
  );
}
