/** SHOP time stamps ("2018-01-23 00:00:00") are read as UTC, epoch ms. */
export function shopTime(v: unknown, what: string): number {
  const t = Date.parse(`${String(v).trim().replace(' ', 'T')}Z`);
  if (Number.isNaN(t)) throw new Error(`${what}: ${JSON.stringify(v)} is not a SHOP time (YYYY-MM-DD hh:mm:ss)`);
  return t;
}

/**
 * A SHOP time series (txy: time -> value, each value holding until the next time, SHOP's compressed
 * form) as one value per step; before its first time the first value holds.
 */
export function txySeries(v: unknown, start: number, stepMs: number, steps: number, what: string): number[] {
  if (typeof v === 'number') return new Array<number>(steps).fill(v);
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error(`${what}: expected a time series`);
  const pts = Object.entries(v as Record<string, unknown>)
    .map(([k, y]) => ({ t: shopTime(k, what), y: Number(y) }))
    .sort((a, b) => a.t - b.t);
  if (!pts.length || pts.some((p) => !Number.isFinite(p.y))) throw new Error(`${what}: values must be numbers`);
  const out = new Array<number>(steps);
  let i = 0;
  for (let s = 0; s < steps; s++) {
    const ts = start + s * stepMs;
    while (i + 1 < pts.length && pts[i + 1].t <= ts) i++;
    out[s] = pts[i].y;
  }
  return out;
}

/** A SHOP xy table ({ ref, x: [], y: [] }) as paired numbers. */
export function xyTable(v: unknown, what: string): { ref: number; x: number[]; y: number[] } {
  const o = v as { ref?: unknown; x?: unknown; y?: unknown } | null;
  if (!o || !Array.isArray(o.x) || !Array.isArray(o.y) || o.x.length !== o.y.length)
    throw new Error(`${what}: expected { ref, x: [...], y: [...] } with as many x as y`);
  const x = o.x.map(Number),
    y = o.y.map(Number);
  if ([...x, ...y].some((n) => !Number.isFinite(n))) throw new Error(`${what}: x and y must be numbers`);
  return { ref: Number(o.ref ?? 0), x, y };
}
