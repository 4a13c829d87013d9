import type { FlowPowerPoint, LevelContentPoint } from './types.js';

function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (n === 1) return ys[0];
  // Extrapolate linearly beyond the ends: limits outside the curve stay meaningful.
  let i = 1;
  while (i < n - 1 && x > xs[i]) i++;
  const x0 = xs[i - 1],
    x1 = xs[i];
  return ys[i - 1] + ((ys[i] - ys[i - 1]) * (x - x0)) / (x1 - x0);
}

// The two columns of each level-to-content curve, read once (the head model interpolates per step and unit).
const columns = new WeakMap<readonly LevelContentPoint[], { level: number[]; content: number[] }>();
function columnsOf(curve: readonly LevelContentPoint[]) {
  let c = columns.get(curve);
  if (!c) columns.set(curve, (c = { level: curve.map((p) => p.level), content: curve.map((p) => p.content) }));
  return c;
}

/** Content (m3) at a level (m a.s.l.) by linear interpolation of the curve. */
export function levelToContent(curve: readonly LevelContentPoint[], level: number): number {
  const c = columnsOf(curve);
  return interpolate(c.level, c.content, level);
}

/** Level (m a.s.l.) at a content (m3). */
export function contentToLevel(curve: readonly LevelContentPoint[], content: number): number {
  const c = columnsOf(curve);
  return interpolate(c.content, c.level, content);
}

export interface Segment {
  /** Width of the segment, m3/s. */
  dq: number;
  /** Power per flow on it, MW per m3/s. */
  slope: number;
}

/**
 * The turbine curve as consecutive segments from (0,0), over the upper concave hull of its points.
 * Slopes fall, so a maximising LP fills them in order: the same region as a convex combination of the
 * points, with fewer rows. A dip (e.g. poor efficiency at part load) is bridged by the hull, which is
 * what a continuous model reaches anyway by running part of the step at a better point.
 */
export function curveSegments(curve: readonly FlowPowerPoint[], unitId: string): Segment[] {
  const pts = [...curve].sort((a, b) => a.q - b.q);
  if (pts.length === 0 || pts[0].q > 0) pts.unshift({ q: 0, p: 0 });
  if (pts[0].q < 0 || Math.abs(pts[0].p) > 1e-9)
    throw new Error(`Unit ${unitId}: flow-to-power curve must start at q = 0 with p = 0`);
  const hull: FlowPowerPoint[] = [];
  for (const pt of pts) {
    const last = hull[hull.length - 1];
    if (last && pt.q - last.q <= 0) throw new Error(`Unit ${unitId}: flow-to-power curve has repeated flow ${pt.q}`);
    // Drop the previous point while it lies on or below the chord to the new one.
    while (hull.length >= 2) {
      const a = hull[hull.length - 2],
        b = hull[hull.length - 1];
      if ((b.p - a.p) * (pt.q - a.q) <= (pt.p - a.p) * (b.q - a.q)) hull.pop();
      else break;
    }
    hull.push(pt);
  }
  const segs: Segment[] = [];
  for (let i = 1; i < hull.length; i++) {
    const dq = hull[i].q - hull[i - 1].q;
    segs.push({ dq, slope: (hull[i].p - hull[i - 1].p) / dq });
  }
  return segs;
}

/** Best energy per m3 of a turbine, MWh per m3 (its best p/q, i.e. the first slope of a concave curve). */
export function turbineEnergyPerM3(segs: readonly Segment[]): number {
  return segs.length ? Math.max(0, segs[0].slope) / 3600 : 0;
}

/**
 * A concave piecewise-linear function at `x`: fills `x` into the segments in their order (falling
 * slopes), each up to its width. `value` is the function's value there, `rest` what no segment took.
 */
export function fillSegments(x: number, segs: readonly Segment[]): { value: number; rest: number } {
  let rest = x,
    value = 0;
  for (const s of segs) {
    const w = Math.min(rest, s.dq);
    value += w * s.slope;
    rest -= w;
  }
  return { value, rest };
}
