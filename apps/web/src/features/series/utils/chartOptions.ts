import uPlot from 'uplot';
import { axisTickLabels, formatValue } from './formatValue';
import { KIND_DASH, LIMIT_COLOR, paletteColor } from './chartPalette';
import type { ChartData } from './chartData';
import { outsideLimitsShader } from './outsideLimitsShader';
import { spanShader, type ChartSpan } from './spanShader';
import { tooltipPlugin } from './tooltipPlugin';
import { timeFormatter } from './timeFormat';
import { timeTickFormatter } from './timeAxis';

export interface ChartOptionsInput {
  chart: ChartData;
  timezone: string;
  width: number;
  height: number;
  locale?: string;
  /** The requested window (epoch ms, end exclusive): the time axis spans it, not just the data. */
  window?: { startTs: number; endTs: number };
  onDraw?: (u: uPlot) => void;
  /** Time spans shaded beneath the lines (e.g. maintenance outages on the generation chart). */
  spans?: readonly ChartSpan[];
}

const AXIS_STROKE = '#586369';
const ZERO_FREE_UNITS = new Set(['m a.s.l.', 'm']);
const GRID = { stroke: 'rgba(88,99,105,0.12)', width: 1 };
/** Overridden values: hollow rings in the series colour, no line, so they stand out on the line. */
const OVERRIDDEN_POINTS = (stroke: string): uPlot.Series.Points => ({
  show: true,
  size: 9,
  width: 2,
  stroke,
  fill: '#fff',
});
/** Partial buckets: larger, lighter hollow rings (the value covers only part of the bucket). */
const PARTIAL_POINTS = (stroke: string): uPlot.Series.Points => ({
  show: true,
  size: 13,
  width: 2,
  stroke: `${stroke}80`,
  fill: 'rgba(255,255,255,0.85)',
});
const MARKER_POINTS = { overridden: OVERRIDDEN_POINTS, partial: PARTIAL_POINTS } as const;

/**
 * uPlot options: times in epoch ms (ms: 1) drawn in the display zone, one y scale per unit (first
 * on the left, the next on the right), plan dashed, forecast dotted, min/max limits as red dashed
 * lines with what lies outside them shaded, overridden values as hollow rings, partial buckets as
 * larger lighter rings.
 */
export function chartOptions({
  chart,
  timezone,
  width,
  height,
  locale,
  window,
  onDraw,
  spans,
}: ChartOptionsInput): uPlot.Options {
  const formatTime = timeFormatter(timezone, locale);
  const formatTicks = timeTickFormatter(timezone, locale);
  const series: uPlot.Series[] = [
    { label: 'Time', value: (_u, v) => (v === null ? '–' : formatTime(v)) },
    ...chart.series.map((s): uPlot.Series => ({
      label: s.label,
      scale: s.scale,
      stroke: paletteColor(s.colorIndex),
      width: s.kind === 'limit' ? 1 : s.kind === 'actual' ? 1.75 : 1.5,
      dash: KIND_DASH[s.kind],
      spanGaps: false,
      points:
        s.kind === 'limit'
          ? { show: false }
          : s.kind === 'overridden' || s.kind === 'partial'
            ? MARKER_POINTS[s.kind](paletteColor(s.colorIndex))
            : undefined,
      paths: s.kind === 'overridden' || s.kind === 'partial' ? () => null : undefined,
      value: (_u, v) => formatValue(v, s.unit, locale),
    })),
  ];
  const outside = outsideLimitsShader(chart);
  return {
    width,
    height,
    ms: 1,
    tzDate: (ts) => uPlot.tzDate(new Date(ts), timezone),
    scales: {
      x: {
        time: true,
        // Unzoomed (uPlot asks with at least the data's extent) the axis shows the whole requested window, so
        // missing data at either end is visible and a single bucket is not stretched; zoom still works.
        range: (u: uPlot, min: number, max: number): uPlot.Range.MinMax => {
          const t = u.data[0];
          const unzoomed = !t.length || (min <= t[0] && max >= t[t.length - 1]);
          return window && unzoomed ? [window.startTs, window.endTs - 1] : [min, max];
        },
      },
      // Quantities are read against zero (a turbine at 24 MW is not "almost off"); levels above sea
      // level are not, they use the data's own range.
      ...Object.fromEntries(
        chart.axes
          .filter((a) => !ZERO_FREE_UNITS.has(a.unit))
          .map((a) => [
            a.scale,
            {
              range: (_u: uPlot, min: number, max: number) =>
                uPlot.rangeNum(Math.min(0, min), Math.max(0, max), 0.1, true),
            },
          ]),
      ),
    },
    series,
    axes: [
      {
        stroke: AXIS_STROKE,
        grid: GRID,
        ticks: GRID,
        size: 44,
        values: (_u, splits, _axis, _space, incr) => formatTicks(splits, incr),
      },
      ...chart.axes.map((axis, i): uPlot.Axis => ({
        scale: axis.scale,
        side: i % 2 === 0 ? 3 : 1,
        label: axis.label,
        labelSize: 18,
        size: 64,
        stroke: AXIS_STROKE,
        grid: { ...GRID, show: i === 0 },
        ticks: GRID,
        values: (_u, splits, _axis, _space, incr) => axisTickLabels(splits, incr, locale),
      })),
    ],
    legend: { live: true },
    cursor: { drag: { x: true, y: false }, points: { size: 6 } },
    hooks: {
      drawClear: spans?.length ? [spanShader(spans), outside] : [outside],
      ...(onDraw ? { draw: [onDraw] } : {}),
    },
    plugins: [
      tooltipPlugin(
        formatTime,
        chart.series.map((s) => s.unit),
        chart.series.map((s) => paletteColor(s.colorIndex)),
      ),
    ],
  };
}

export { LIMIT_COLOR };
