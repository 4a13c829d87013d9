import { Badge, Group, Paper, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { ChartLimit } from '@/features/series/utils/chartData';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import type { PriceRegion } from '../api/getPowerPrices';
import { dayAheadFrame, priceFrameRole } from '../utils/priceFrameLabel';
import { aboveThresholdFrame, countAbove } from '../utils/priceThresholds';

/**
 * One price region: day-ahead, realised and forecast prices; with a threshold, its line and the
 * hours above it drawn again as a highlight series, and their count.
 */
export function RegionPricesCard({
  region,
  threshold,
  timezone,
  refreshing,
}: {
  region: PriceRegion;
  threshold: number | undefined;
  timezone: string;
  refreshing: boolean;
}) {
  const { t, i18n } = useTranslation('prices');
  const dayAhead = dayAheadFrame(region.frames);
  const above = threshold === undefined ? 0 : countAbove(dayAhead, threshold);
  const frames = useMemo(
    () =>
      threshold !== undefined && dayAhead && above > 0
        ? [...region.frames, aboveThresholdFrame(dayAhead, threshold, t('aboveThreshold'))]
        : region.frames,
    [region.frames, dayAhead, threshold, above, t],
  );
  const limits: ChartLimit[] = useMemo(
    () =>
      threshold === undefined
        ? []
        : [{ label: t('threshold'), value: threshold, unit: dayAhead?.unit ?? 'EUR/MWh', bound: 'max' }],
    [threshold, dayAhead, t],
  );
  const labelOf = useCallback(
    (f: DataFrame & { sourceName?: string | null }) => {
      if (f.key.endsWith('|above')) return t('aboveThreshold');
      const role = priceFrameRole(f);
      return role === 'forecast' && f.sourceName ? t('forecastFrom', { source: f.sourceName }) : t(`role.${role}`);
    },
    [t],
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={region.name} data-region={region.id}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm" component="h2" m={0}>
          {region.name}{' '}
          <Text span c="dimmed" size="xs">
            ({region.currency}/MWh · {region.timezone})
          </Text>
        </Text>
        {threshold !== undefined && (
          <Badge color={above > 0 ? 'caution' : 'positive'} variant="light" data-testid="hours-above">
            {t('hoursAbove', { count: above, threshold })}
          </Badge>
        )}
      </Group>
      <TimeSeriesChart
        ariaLabel={t('chartLabel', { region: region.name })}
        frames={frames}
        limits={limits}
        timezone={timezone}
        refreshing={refreshing}
        labelOf={labelOf}
        locale={i18n.language}
        height={260}
        texts={{ empty: t('noData') }}
      />
    </Paper>
  );
}
