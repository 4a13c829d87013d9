/** Scales of a small SVG chart: data to pixels, with "nice" rounded y ticks. */
export function linearScale(d0: number, d1: number, r0: number, r1: number) {
  const span = d1 - d0 || 1;
  return (v: number) => r0 + ((v - d0) / span) * (r1 - r0);
}

/**
 * Rounded ticks from a multiple of the step at or below `min` to one at or above `max`, so the axis
 * they span holds every value (the last tick used to stop below `max`: a curve up to 96.7 was cut at 80).
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max === min) return [min];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const first = Math.floor(min / step + 1e-9);
  const last = Math.ceil(max / step - 1e-9);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(Number((k * step).toPrecision(12)) + 0); // + 0: no -0 tick
  return out;
}

/** "M x y L x y ..." through the points, breaking the line at null values. */
export function pathOf(
  points: readonly [number, number | null][],
  x: (v: number) => number,
  y: (v: number) => number,
): string {
  let d = '';
  let pen = false;
  for (const [px, py] of points) {
    if (py === null || !Number.isFinite(py)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${x(px).toFixed(1)} ${y(py).toFixed(1)}`;
    pen = true;
  }
  return d;
}

/** Index of the week that contains `now` (the first when none does). */
export function currentWeekIndex(weeks: readonly number[], now: number): number {
  let i = 0;
  while (i + 1 < weeks.length && weeks[i + 1] <= now) i++;
  return i;
}
