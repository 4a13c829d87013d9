import { Center, Loader, Skeleton, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { LoadError } from '@/ui/LoadError';
import { useChartWidth } from '../hooks/useChartWidth';
import { buildChartData, type ChartLimit } from '../utils/chartData';
import { chartOptions } from '../utils/chartOptions';
import { frameLabel, type DataFrame } from '../utils/dataFrame';
import { markChartDrawn } from '../utils/chartMarks';
import type { ChartSpan } from '../utils/spanShader';
import './TimeSeriesChart.css';

export interface TimeSeriesChartProps {
  /** What the chart shows; for screen readers (the canvas itself is not readable). */
  ariaLabel: string;
  frames: readonly DataFrame[];
  /** IANA zone the time axis and tooltip are drawn in. */
  timezone: string;
  /** The requested window (epoch ms, end exclusive); the time axis spans it. */
  window?: { startTs: number; endTs: number };
  limits?: readonly ChartLimit[];
  /** Query status: 'pending' without frames shows a skeleton; 'error' the error with Retry. */
  status?: 'pending' | 'error' | 'success';
  /** A newer answer is loading while the previous one is shown. */
  refreshing?: boolean;
  error?: unknown;
  onRetry?: () => void;
  height?: number;
  labelOf?: (frame: DataFrame) => string;
  locale?: string;
  texts?: { empty?: string; failed?: string; retry?: string };
  /** File name of the CSV download of the drawn data (default: the aria label); false: no download. */
  exportName?: string | false;
  /** Time spans shaded beneath the lines, labelled (e.g. maintenance outages). */
  spans?: readonly ChartSpan[];
}

/**
 * Time series on uPlot: several series with their units (one y axis per unit), actual solid, plan
 * dashed, forecast dotted, min/max limits with a band, overridden values (frame.overridden) as
 * hollow rings with their own legend entry, a live legend and a tooltip, the time axis
 * in the display zone; follows its container's width. Drawn data can be downloaded as CSV. The root carries data-state (loading,
 * error, empty, drawn) and data-points for tests and diagnostics.
 */
export function TimeSeriesChart({
  ariaLabel,
  frames,
  timezone,
  window,
  limits,
  status = 'success',
  refreshing = false,
  error,
  onRetry,
  height = 260,
  labelOf = frameLabel,
  locale,
  texts,
  exportName,
  spans,
}: TimeSeriesChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const plotRef = useRef<uPlot | null>(null);
  const startTs = window?.startTs;
  const endTs = window?.endTs;
  const windowRange = useMemo(
    () => (startTs !== undefined && endTs !== undefined ? { startTs, endTs } : undefined),
    [startTs, endTs],
  );
  const chart = useMemo(
    () => buildChartData(frames, limits, labelOf, windowRange),
    [frames, limits, labelOf, windowRange],
  );
  const showPlot = status !== 'error' && chart.points > 0;
  const hasWidth = width > 0;

  useEffect(() => {
    const el = ref.current;
    if (!el || !showPlot || !hasWidth) return;
    const plot = new uPlot(
      chartOptions({
        chart,
        timezone,
        window: windowRange,
        width: el.clientWidth,
        height,
        locale,
        spans,
        onDraw: (u) => markChartDrawn(u.root, chart.points),
      }),
      chart.data,
      el,
    );
    plotRef.current = plot;
    return () => {
      plot.destroy();
      plotRef.current = null;
    };
    // Width changes resize the plot below instead of rebuilding it.
  }, [chart, timezone, windowRange, height, locale, spans, showPlot, hasWidth, ref]);

  useEffect(() => {
    if (plotRef.current && width > 0) plotRef.current.setSize({ width, height });
  }, [width, height]);

  const state = status === 'error' ? 'error' : chart.points > 0 ? 'drawn' : status === 'pending' ? 'loading' : 'empty';
  return (
    <div
      className="penstock-chart"
      role="figure"
      aria-label={ariaLabel}
      aria-busy={status === 'pending' || refreshing}
      data-testid="time-series-chart"
      data-state={state}
      data-points={chart.points}
      data-spans={spans?.length ?? 0}
      style={{ minHeight: height }}
    >
      <div ref={ref} />
      {state === 'drawn' && exportName !== false && (
        <div className="penstock-chart-export">
          <ExportMenu
            fileName={exportName ?? ariaLabel}
            tables={(lib) => [lib.chartTable(exportName || ariaLabel, chart, timezone)]}
          />
        </div>
      )}
      {state === 'loading' && <Skeleton height={height} radius="sm" aria-label="Loading" />}
      {state === 'error' && (
        <Center h={height}>
          <LoadError
            message={texts?.failed ?? 'Data failed to load.'}
            onRetry={onRetry}
            retryLabel={texts?.retry}
            error={error}
          />
        </Center>
      )}
      {state === 'empty' && (
        <Center h={height}>
          <Text c="dimmed" size="sm">
            {texts?.empty ?? 'No data available'}
          </Text>
        </Center>
      )}
      {state === 'drawn' && refreshing && (
        <div className="penstock-chart-overlay" style={{ background: 'rgba(255,255,255,0.45)' }}>
          <Loader size="sm" aria-label="Loading" />
        </div>
      )}
    </div>
  );
}
