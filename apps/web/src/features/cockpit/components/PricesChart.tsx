import { useCallback, useMemo } from 'react';
import { ApiError } from '@/api/ApiError';
import { useTranslation } from 'react-i18next';
import { usePlantSeries } from '@/features/series/api/getPlantSeries';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { useChartTexts } from '../hooks/useChartTexts';
import type { CockpitScope } from '../utils/cockpitScope';
import { ChartCard } from './ChartCard';

/** Day-ahead, realised and inflow-weighted prices of the plant's market in one chart. */
export function PricesChart({
  scope,
  withInflowWeighted = true,
}: {
  scope: CockpitScope;
  withInflowWeighted?: boolean;
}) {
  const { t, i18n } = useTranslation('cockpit');
  const texts = useChartTexts();
  const args = [scope.portfolioId, scope.plantViewId] as const;
  const dayAhead = usePlantSeries(...args, 'day-ahead-price', scope.range, scope.timezone);
  const realised = usePlantSeries(...args, 'realized-day-ahead-price', scope.range, scope.timezone);
  const weighted = usePlantSeries(
    ...args,
    'inflow-weighted-price',
    withInflowWeighted ? scope.range : null,
    scope.timezone,
  );
  // the inflow-weighted price is what the Inflow Package sells: a plant without it is answered 403
  // (domain featureDenial), and the chart then shows the market prices alone rather than an error
  const weightedGated = weighted.error instanceof ApiError && weighted.error.status === 403;
  const sources =
    withInflowWeighted && !weightedGated
      ? ([
          [dayAhead, 'dayAhead'],
          [realised, 'realised'],
          [weighted, 'inflowWeighted'],
        ] as const)
      : ([
          [dayAhead, 'dayAhead'],
          [realised, 'realised'],
        ] as const);

  const frames = useMemo(() => {
    const out: DataFrame[] = [];
    for (const [q, label] of sources)
      for (const f of q.data ?? [])
        out.push({ ...f, key: `${label}|${f.key}`, componentId: null, componentName: t(`charts.${label}`) });
    return out;
  }, [dayAhead.data, realised.data, weighted.data, t]); // eslint-disable-line react-hooks/exhaustive-deps
  const failed = sources.find(([q]) => q.isError)?.[0];
  const status = failed ? 'error' : sources.some(([q]) => q.isPending) && frames.length === 0 ? 'pending' : 'success';
  const title = t('charts.prices');
  const labelOf = useCallback(
    (f: DataFrame) => (f.kind === 'actual' ? (f.componentName ?? '') : `${f.componentName} (${f.kind})`),
    [],
  );
  return (
    <ChartCard title={title}>
      <TimeSeriesChart
        ariaLabel={title}
        frames={frames}
        timezone={scope.timezone}
        window={scope.window}
        status={status}
        refreshing={sources.some(([q]) => q.isFetching)}
        error={failed?.error}
        onRetry={() => sources.forEach(([q]) => q.isError && void q.refetch())}
        labelOf={labelOf}
        locale={i18n.language}
        texts={texts}
      />
    </ChartCard>
  );
}
