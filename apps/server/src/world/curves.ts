/**
 * Point tables (level-to-content, flow-to-power, opening-to-throughput) are piecewise linear:
 * values between points are interpolated, values outside are clamped to the end points, which is
 * how operators' tables are read.
 */

/** [x, y]: e.g. [level m a.s.l., content m3] or [flow m3/s, power MW]. x strictly increasing. */
export type Point = readonly [x: number, y: number];

/** y at x, linear between points, clamped outside. */
export function interpolate(points: readonly Point[], x: number): number {
  const n = points.length;
  if (x <= points[0][0]) return points[0][1];
  if (x >= points[n - 1][0]) return points[n - 1][1];
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid][0] <= x) lo = mid;
    else hi = mid;
  }
  // index access, not destructuring: this runs several times per simulated hour
  const a = points[lo];
  const b = points[hi];
  return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
}

/** x at y for a table whose y increases with x (e.g. level from content), clamped outside. */
export function inverse(points: readonly Point[], y: number): number {
  const n = points.length;
  if (y <= points[0][1]) return points[0][0];
  if (y >= points[n - 1][1]) return points[n - 1][0];
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid][1] <= y) lo = mid;
    else hi = mid;
  }
  const a = points[lo];
  const b = points[hi];
  return a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]);
}
