import type { BidCurvePoint, BidCurveSet } from '@penstock/domain';

export interface CurveChange {
  /** 0-based market time unit */
  unit: number;
  /** points only in `from`, only in `to`, and at the same price with another volume */
  removed: BidCurvePoint[];
  added: BidCurvePoint[];
  changed: { price: number; from: number; to: number }[];
}

/**
 * What changed from one version's curves to another's, per quarter-hour, by price: a point at a
 * price only one side has is removed or added, the same price with another volume is changed.
 * Quarter-hours without a change are left out.
 */
export function curveDiff(from: BidCurveSet, to: BidCurveSet): CurveChange[] {
  const out: CurveChange[] = [];
  for (let t = 0; t < Math.max(from.length, to.length); t++) {
    const a = new Map((from[t] ?? []).map((p) => [p.price, p.volume]));
    const b = new Map((to[t] ?? []).map((p) => [p.price, p.volume]));
    const removed = [...a].filter(([p]) => !b.has(p)).map(([price, volume]) => ({ price, volume }));
    const added = [...b].filter(([p]) => !a.has(p)).map(([price, volume]) => ({ price, volume }));
    const changed = [...a]
      .filter(([p, v]) => b.has(p) && b.get(p) !== v)
      .map(([price, v]) => ({ price, from: v, to: b.get(price)! }));
    if (removed.length || added.length || changed.length) out.push({ unit: t, removed, added, changed });
  }
  return out;
}
