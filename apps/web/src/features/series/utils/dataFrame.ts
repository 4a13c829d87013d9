import type { ComponentType, SeriesFrame, SeriesKind } from '@penstock/domain';

/**
 * A series in the web, columnar like Grafana's data frames: time[i] (UTC epoch ms, the bucket start)
 * belongs to values[i] (null = no value, drawn as a gap). Charts read frames, never raw responses.
 */
export interface DataFrame {
  /** Stable identity within one response: component, quantity and kind. */
  key: string;
  componentId: string | null;
  componentName: string | null;
  componentType: ComponentType | null;
  /** power, energy, revenue, level, content, inflow, price ... */
  quantity: string;
  kind: SeriesKind;
  /** MW, MWh, EUR, EUR/MWh, m3/s, m3, m a.s.l. */
  unit: string;
  time: number[];
  values: (number | null)[];
  /** overridden[i]: values[i] is (or its bucket holds) an operator's override; absent when none is. */
  overridden?: boolean[];
  /** partial[i]: the bucket of values[i] has data for only part of its length (e.g. today); absent when none is. */
  partial?: boolean[];
}

export const frameKey = (f: { component_id: string | null; quantity: string; kind: string }) =>
  `${f.component_id ?? 'plant'}|${f.quantity}|${f.kind}`;

/** One wire frame as a DataFrame; a length mismatch is cut to the shorter column, never padded. */
export function toDataFrame(wire: SeriesFrame): DataFrame {
  const n = Math.min(wire.time.length, wire.values.length);
  return {
    key: frameKey(wire),
    componentId: wire.component_id,
    componentName: wire.component_name,
    componentType: wire.component_type,
    quantity: wire.quantity,
    kind: wire.kind,
    unit: wire.unit,
    time: n === wire.time.length ? wire.time : wire.time.slice(0, n),
    values: n === wire.values.length ? wire.values : wire.values.slice(0, n),
    ...(wire.overridden?.some(Boolean) ? { overridden: wire.overridden.slice(0, n) } : {}),
    ...(wire.partial?.some(Boolean) ? { partial: wire.partial.slice(0, n) } : {}),
  };
}

export const toDataFrames = (wire: readonly SeriesFrame[]): DataFrame[] => wire.map(toDataFrame);

/** True when at least one value of one frame is a number. */
export const hasValues = (frames: readonly DataFrame[]) => frames.some((f) => f.values.some((v) => v !== null));

/** The legend label of a frame: component (or the fallback), then the kind when it is not the actual. */
export function frameLabel(frame: DataFrame, fallback = 'Plant'): string {
  const name = frame.componentName ?? fallback;
  return frame.kind === 'actual' ? name : `${name} (${frame.kind})`;
}

/** Filters frames by quantity and kind; undefined means any. */
export const selectFrames = (
  frames: readonly DataFrame[],
  where: {
    quantity?: string | readonly string[];
    kind?: SeriesKind | readonly SeriesKind[];
    componentIds?: ReadonlySet<string> | null;
  },
) =>
  frames.filter((f) => {
    const q = where.quantity;
    if (q !== undefined && (typeof q === 'string' ? f.quantity !== q : !q.includes(f.quantity))) return false;
    const k = where.kind;
    if (k !== undefined && (typeof k === 'string' ? f.kind !== k : !k.includes(f.kind))) return false;
    if (where.componentIds && f.componentId !== null && !where.componentIds.has(f.componentId)) return false;
    return true;
  });
