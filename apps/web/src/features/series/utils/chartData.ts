import type { SeriesKind } from '@penstock/domain';
import { alignFrames } from './alignFrames';
import { frameLabel, type DataFrame } from './dataFrame';
import { displayScale } from './formatValue';

/** A horizontal limit line (e.g. a reservoir's minimum or maximum level). */
export interface ChartLimit {
  label: string;
  value: number;
  unit: string;
  /** A min and a max of the same group (e.g. one reservoir) are also drawn as a faint band between them. */
  bound: 'min' | 'max';
  group?: string;
}

export interface ChartSeriesSpec {
  label: string;
  unit: string;
  /**
   * overridden: markers at a frame's overridden values (no line), after the frames' series;
   * partial: markers at buckets that have data for only part of their length (no line)
   */
  kind: SeriesKind | 'limit' | 'overridden' | 'partial';
  bound?: 'min' | 'max';
  /** Limits of one group (min and max of one reservoir) share a band. */
  group?: string;
  /** Index into the palette: one colour per component, shared by its actual, plan and forecast. */
  colorIndex: number;
  /** The y scale (axis) it is drawn against: its unit, or unit and reservoir for split levels. */
  scale: string;
}

/** One y axis: its scale key, display unit and label. */
export interface ChartAxis {
  scale: string;
  unit: string;
  label: string;
}

/** Units whose series get one axis per component when several reservoirs share them (level, content). */
const PER_COMPONENT_UNITS = new Set(['m a.s.l.', 'm3']);

export interface ChartData {
  /** uPlot's aligned data: time (epoch ms) first, then one column per series. */
  data: [number[], ...(number | null)[][]];
  series: ChartSeriesSpec[];
  /** Display units in axis order (first on the left). */
  units: string[];
  /** y axes in order (first on the left, then alternating): one per unit, one per reservoir for levels. */
  axes: ChartAxis[];
  /** Number of non-null values over all data series (limits not counted). */
  points: number;
}

const scaleColumn = (values: (number | null)[], factor: number) =>
  factor === 1 ? values : values.map((v) => (v === null ? null : v * factor));

/**
 * Frames (and limits) to what TimeSeriesChart hands uPlot; units that are large are rescaled
 * (m3 -> Mm³). With limits and a window, the time axis is extended to the window's ends so the
 * limit lines run edge to edge (also over a single bucket); frames get no values there. Levels of
 * several reservoirs (e.g. an upper and a lower one 600 m apart) get one axis per reservoir, as an
 * operator reads them; a limit's group names its reservoir.
 */
export function buildChartData(
  frames: readonly DataFrame[],
  limits: readonly ChartLimit[] = [],
  labelOf = frameLabel,
  window?: { startTs: number; endTs: number },
): ChartData {
  const aligned = alignFrames(frames);
  let { time, columns } = aligned;
  if (limits.length && window && time.length) {
    const head = window.startTs < time[0] ? [window.startTs] : [];
    const tail = window.endTs - 1 > time[time.length - 1] ? [window.endTs - 1] : [];
    if (head.length || tail.length) {
      time = [...head, ...time, ...tail];
      columns = columns.map((c) => [...head.map(() => null), ...c, ...tail.map(() => null)]);
    }
  }
  const maxAbsByUnit = new Map<string, number>();
  const note = (unit: string, v: number) => maxAbsByUnit.set(unit, Math.max(maxAbsByUnit.get(unit) ?? 0, Math.abs(v)));
  let points = 0;
  frames.forEach((f) => {
    for (const v of f.values)
      if (v !== null) {
        points++;
        note(f.unit, v);
      }
  });
  limits.forEach((l) => note(l.unit, l.value));
  const scales = new Map([...maxAbsByUnit].map(([unit, max]) => [unit, displayScale(unit, max)]));
  const shown = (unit: string) => scales.get(unit) ?? { factor: 1, unit };

  const componentsByUnit = new Map<string, Set<string>>();
  frames.forEach((f) =>
    componentsByUnit.set(f.unit, (componentsByUnit.get(f.unit) ?? new Set()).add(f.componentId ?? 'plant')),
  );
  const nameOf = new Map(frames.map((f) => [f.componentId ?? 'plant', f.componentName ?? '']));
  const split = (unit: string) => PER_COMPONENT_UNITS.has(unit) && (componentsByUnit.get(unit)?.size ?? 0) > 1;
  const axisOf = new Map<string, ChartAxis>();
  const scaleOf = (unit: string, componentId: string | null | undefined) => {
    const display = shown(unit).unit;
    const id = componentId ?? 'plant';
    const key = split(unit) && nameOf.has(id) ? `${display}|${id}` : display;
    if (!axisOf.has(key))
      axisOf.set(key, {
        scale: key,
        unit: display,
        label: key === display ? display : `${nameOf.get(id)} (${display})`,
      });
    return key;
  };

  const colorOf = new Map<string, number>();
  const color = (id: string) => {
    if (!colorOf.has(id)) colorOf.set(id, colorOf.size);
    return colorOf.get(id)!;
  };
  const series: ChartSeriesSpec[] = frames.map((f) => ({
    label: labelOf(f),
    unit: shown(f.unit).unit,
    kind: f.kind,
    colorIndex: color(`${f.componentId ?? 'plant'}|${f.quantity}`),
    scale: scaleOf(f.unit, f.componentId),
  }));
  const data: ChartData['data'] = [time, ...frames.map((f, i) => scaleColumn(columns[i], shown(f.unit).factor))];
  // Overridden values: one marker series per frame that has any, in its colour and on its axis,
  // holding the frame's value where it is overridden and null elsewhere (legend and tooltip entry).
  // Partial buckets (e.g. today, only partly in the past) the same way: their value is the mean
  // (or sum) of the hours they have, so they must not read as a whole bucket.
  const markers = (flag: 'overridden' | 'partial', text: string) =>
    frames.forEach((f, i) => {
      const flags = f[flag];
      if (!flags?.some(Boolean)) return;
      const at = new Set(f.time.filter((_, j) => flags[j]));
      const column = data[i + 1];
      series.push({ ...series[i], label: `${series[i].label} – ${text}`, kind: flag });
      data.push(time.map((t, j) => (at.has(t) ? column[j] : null)));
    });
  markers('overridden', 'overridden');
  markers('partial', 'partial (hours with data only)');
  if (time.length > 0)
    for (const l of limits) {
      const s = shown(l.unit);
      series.push({
        label: l.label,
        unit: s.unit,
        kind: 'limit',
        bound: l.bound,
        group: l.group ?? s.unit,
        colorIndex: -1,
        scale: scaleOf(l.unit, l.group),
      });
      data.push(new Array(time.length).fill(l.value * s.factor));
    }
  const units = [...new Set(series.map((s) => s.unit))];
  return { data, series, units, axes: [...axisOf.values()], points };
}
