import type { FlowPowerPoint, LevelContentPoint } from './types.js';

function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (n === 1) return ys[0];
  // Extrapolate linearly beyond the ends: limits outside the curve stay meaningful.
  let i = 1;
  while (i < n - 1 && x > xs[i]) i++;
  const x0 = xs[i - 1], x1 = xs[i];
  return ys[i - 1] + ((ys[i] - ys[i - 1]) * (x - x0)) / (x1 - x0);
}

/** Content (m3) at a level (m a.s.l.) by linear interpolation of the curve. */
export function levelToContent(curve: readonly LevelContentPoint[], level: number): number {
  return interpolate(curve.map((p) => p.level), curve.map((p) => p.content), level);
}

/** Level (m a.s.l.) at a content (m3). */
export function contentToLevel(curve: readonly LevelContentPoint[], content: number): number {
  return interpolate(curve.map((p) => p.content), curve.map((p) => p.level), content);
}

export interface Segment {
  /** Width of the segment, m3/s. */
  dq: number;
  /** Power per flow on it, MW per m3/s. */
  slope: number;
}

/**
 * The turbine curve as consecutive segments from (0,0). With a concave curve the slopes fall, so a
 * maximising LP fills them in order: the same region as a convex combination of the points, with
 * fewer rows.
 */
export function curveSegments(curve: readonly FlowPowerPoint[], unitId: string): Segment[] {
  const pts = [...curve].sort((a, b) => a.q - b.q);
  if (pts.length === 0 || pts[0].q > 0) pts.unshift({ q: 0, p: 0 });
  if (pts[0].q < 0 || Math.abs(pts[0].p) > 1e-9) throw new Error(`Unit ${unitId}: flow-to-power curve must start at q = 0 with p = 0`);
  const segs: Segment[] = [];
  for (let i = 1; i < pts.length; i++) {
    const dq = pts[i].q - pts[i - 1].q;
    if (dq <= 0) throw new Error(`Unit ${unitId}: flow-to-power curve has repeated flow ${pts[i].q}`);
    const slope = (pts[i].p - pts[i - 1].p) / dq;
    if (segs.length > 0 && slope > segs[segs.length - 1].slope + 1e-9) {
      throw new Error(`Unit ${unitId}: flow-to-power curve is not concave at q = ${pts[i - 1].q}`);
    }
    segs.push({ dq, slope });
  }
  return segs;
}

/** Best energy per m3 of a turbine, MWh per m3 (its best p/q, i.e. the first slope of a concave curve). */
export function turbineEnergyPerM3(segs: readonly Segment[]): number {
  return segs.length ? Math.max(0, segs[0].slope) / 3600 : 0;
}
