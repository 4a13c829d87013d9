/**
 * Point tables (level-to-content, flow-to-power, opening-to-throughput) are piecewise linear:
 * values between points are interpolated, values outside are clamped to the end points, which is
 * how operators' tables are read.
 */

/** [x, y]: e.g. [level m a.s.l., content m3] or [flow m3/s, power MW]. x strictly increasing. */
export type Point = readonly [x: number, y: number];

/** y at x, linear between points, clamped outside. */
export function interpolate(points: readonly Point[], x: number): number {
  return along(points, x, 0, 1);
}

/** x at y for a table whose y increases with x (e.g. level from content), clamped outside. */
export function inverse(points: readonly Point[], y: number): number {
  return along(points, y, 1, 0);
}

/** The `to` coordinate where the `from` coordinate is `at` (points increasing in `from`), linear between points, clamped outside. */
function along(points: readonly Point[], at: number, from: 0 | 1, to: 0 | 1): number {
  const n = points.length;
  if (at <= points[0][from]) return points[0][to];
  if (at >= points[n - 1][from]) return points[n - 1][to];
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid][from] <= at) lo = mid;
    else hi = mid;
  }
  // index access, not destructuring: this runs several times per simulated hour
  const a = points[lo];
  const b = points[hi];
  return a[to] + ((b[to] - a[to]) * (at - a[from])) / (b[from] - a[from]);
}
