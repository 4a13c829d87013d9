/** Scales of a small SVG chart: data to pixels, with "nice" rounded y ticks. */
export function linearScale(d0: number, d1: number, r0: number, r1: number) {
  const span = d1 - d0 || 1;
  return (v: number) => r0 + ((v - d0) / span) * (r1 - r0);
}

export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max === min) return [min];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step) out.push(Math.round(v / step) * step);
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
