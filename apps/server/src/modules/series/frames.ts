/** Columnar frames (plantData.ts seriesFrameSchema) from aggregated rows; no bucketing here. */
import type { SeriesFrame, SeriesKind } from '@penstock/domain';
import type { AggregateRow } from './aggregateSeries.repo.js';
import type { SeriesMeta } from './series.repo.js';

/** Rows as the frames carry them: `overridden` is optional (weighted prices do not track it). */
type FrameRow = { t: number; v: number | null; overridden?: boolean; partial?: boolean };

function push(f: SeriesFrame, r: FrameRow) {
  f.time.push(r.t);
  f.values.push(r.v);
  (f.overridden ??= []).push(r.overridden === true);
  (f.partial ??= []).push(r.partial === true);
}

/**
 * `overridden` stays only when at least one bucket holds a live override, so a year of hours of
 * plain stored values is as small on the wire as before; absent means none is overridden.
 */
function withOverridden(f: SeriesFrame): SeriesFrame {
  if (!f.overridden?.some(Boolean)) delete f.overridden;
  if (!f.partial?.some(Boolean)) delete f.partial;
  return f;
}

export type FrameOverrides = Partial<Pick<SeriesFrame, 'quantity' | 'unit'>>;

/** One frame per series in `metas` (empty when it has no values in range), in meta order. */
export function seriesFrames(metas: SeriesMeta[], rows: AggregateRow[], o: FrameOverrides = {}): SeriesFrame[] {
  const byId = new Map<number, SeriesFrame>();
  const frames = metas.map((m) => {
    const f: SeriesFrame = {
      component_id: m.component_id,
      component_name: m.component_name,
      component_type: m.component_type,
      quantity: o.quantity ?? m.quantity,
      kind: m.kind,
      unit: o.unit ?? m.unit,
      time: [],
      values: [],
    };
    byId.set(m.id, f);
    return f;
  });
  for (const r of rows) {
    if (r.sid === null) continue;
    const f = byId.get(r.sid);
    if (f) push(f, r);
  }
  return frames.map(withOverridden);
}

/** Frames of group sums: one per (group, kind) present; group '' is the total (component_id null). */
export function groupFrames(
  rows: Array<{
    grp?: string | null;
    kind: SeriesKind | null;
    t: number;
    v: number | null;
    overridden?: boolean;
    partial?: boolean;
  }>,
  quantity: string,
  unit: string,
  names: Map<string, string> = new Map(),
): SeriesFrame[] {
  const out = new Map<string, SeriesFrame>();
  for (const r of rows) {
    if (('sid' in r && r.sid !== null) || r.kind === null) continue; // per-series rows
    const grp = r.grp ?? '';
    const key = `${grp}\u0000${r.kind}`;
    let f = out.get(key);
    if (!f) {
      f = {
        component_id: grp || null,
        component_name: grp ? (names.get(grp) ?? grp) : null,
        component_type: null,
        quantity,
        kind: r.kind,
        unit,
        time: [],
        values: [],
      };
      out.set(key, f);
    }
    push(f, r);
  }
  return [...out.values()].map(withOverridden);
}
