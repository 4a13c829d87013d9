import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantSeries, type FrameSeriesName } from '@/features/series/api/getPlantSeries';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import type { ChartLimit } from '@/features/series/utils/chartData';
import type { ChartSpan } from '@/features/series/utils/spanShader';
import { frameLabel, type DataFrame } from '@/features/series/utils/dataFrame';
import { useChartTexts } from '../hooks/useChartTexts';
import { perComponent, type CockpitScope } from '../utils/cockpitScope';
import { ChartCard } from './ChartCard';

export interface PlantSeriesChartProps {
  scope: CockpitScope;
  name: FrameSeriesName;
  title: string;
  /** Only frames of this quantity (e.g. level or content of water-content). */
  quantity?: string;
  /** Limits, given the frames shown (e.g. the selected reservoirs' min and max). */
  limitsFor?: (frames: readonly DataFrame[]) => ChartLimit[];
  height?: number;
  /** Time spans shaded on the chart (the generation chart: the plant's maintenance outages). */
  spans?: readonly ChartSpan[];
}

/** One plant series endpoint as a chart: per component when available, filtered by the component selection. */
export function PlantSeriesChart({ scope, name, title, quantity, limitsFor, height, spans }: PlantSeriesChartProps) {
  const { t, i18n } = useTranslation('cockpit');
  const texts = useChartTexts();
  const query = usePlantSeries(scope.portfolioId, scope.plantViewId, name, scope.range, scope.timezone);
  const keep = scope.keep;
  const frames = useMemo(
    () => perComponent((query.data ?? []).filter((f) => (!quantity || f.quantity === quantity) && keep(f))),
    [query.data, quantity, keep],
  );
  const limits = useMemo(() => limitsFor?.(frames) ?? [], [limitsFor, frames]);
  const plant = t('charts.plant');
  const labelOf = useMemo(() => (f: DataFrame) => frameLabel(f, plant), [plant]);
  return (
    <ChartCard title={title}>
      <TimeSeriesChart
        ariaLabel={title}
        frames={frames}
        limits={limits}
        timezone={scope.timezone}
        window={scope.window}
        status={query.status}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        labelOf={labelOf}
        locale={i18n.language}
        height={height}
        texts={texts}
        spans={spans}
      />
    </ChartCard>
  );
}
