import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantInflow } from '@/features/series/api/getPlantInflow';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import { frameLabel, type DataFrame } from '@/features/series/utils/dataFrame';
import { formatQuantity } from '@/features/series/utils/formatValue';
import { useChartTexts } from '../hooks/useChartTexts';
import type { CockpitScope } from '../utils/cockpitScope';
import { ChartCard } from './ChartCard';

const volume = (m3: number | null, locale?: string) => {
  const shown = formatQuantity(m3, 'm3', locale);
  return m3 === null ? shown.text : `${shown.text} ${shown.unit}`;
};

/** Inflow of the plant (actual vs forecast) with the totals over the range, and per reservoir. */
export function InflowCharts({ scope, overallOnly = false }: { scope: CockpitScope; overallOnly?: boolean }) {
  const { t, i18n } = useTranslation('cockpit');
  const texts = useChartTexts();
  const q = usePlantInflow(scope.portfolioId, scope.plantViewId, scope.range, scope.timezone);
  const overall = useMemo(() => q.data?.overall ?? [], [q.data]);
  const reservoirs = useMemo(() => (q.data?.reservoirs ?? []).filter(scope.keep), [q.data, scope.keep]);
  const plant = t('charts.plant');
  const labelOf = useMemo(() => (f: DataFrame) => frameLabel(f, plant), [plant]);
  const common = {
    timezone: scope.timezone,
    window: scope.window,
    status: q.status,
    refreshing: q.isPlaceholderData && q.isFetching,
    error: q.error,
    onRetry: () => void q.refetch(),
    labelOf,
    locale: i18n.language,
    texts,
  };
  const totals = q.data?.aggregated;
  return (
    <>
      <ChartCard
        title={t('charts.inflow')}
        aside={
          totals && (
            <Text size="xs" c="dimmed" data-testid="inflow-totals">
              {t('charts.inflowTotals', {
                actual: volume(totals.actualM3, i18n.language),
                forecast: volume(totals.forecastM3, i18n.language),
              })}
            </Text>
          )
        }
      >
        <TimeSeriesChart ariaLabel={t('charts.inflow')} frames={overall} {...common} />
      </ChartCard>
      {!overallOnly && (
        <ChartCard title={t('charts.inflowReservoirs')}>
          <TimeSeriesChart ariaLabel={t('charts.inflowReservoirs')} frames={reservoirs} {...common} />
        </ChartCard>
      )}
    </>
  );
}
