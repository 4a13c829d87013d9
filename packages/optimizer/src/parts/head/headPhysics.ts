import type { HeadPlant, TurbineEfficiencyCurve, Unit } from '../../types.js';

/** Density of water, kg/m3, and gravity, m/s2 (SHOP's values). */
export const RHO = 1000;
export const G = 9.81;

/** Linear interpolation in a table sorted by x, held constant beyond its ends. */
export function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (x <= xs[0]) return ys[0];
  if (x >= xs[n - 1]) return ys[n - 1];
  let i = 1;
  while (xs[i] < x) i++;
  const w = (x - xs[i - 1]) / (xs[i] - xs[i - 1]);
  return ys[i - 1] + w * (ys[i] - ys[i - 1]);
}

/** A unit's turbine curves as plain arrays (interpolation runs millions of times per solve: no array built per call). */
interface TurbineTables {
  heads: number[];
  qs: number[][];
  effs: number[][];
  /** Efficiency at q on each head's curve (scratch, filled per call). */
  atQ: number[];
}
const turbineTables = new WeakMap<readonly TurbineEfficiencyCurve[], TurbineTables>();
const pointTables = new WeakMap<object, { xs: number[]; ys: number[] }>();

/** A table of points as two columns (read once per table). */
function pointTable<P extends object>(points: readonly P[], x: (p: P) => number, y: (p: P) => number) {
  let t = pointTables.get(points);
  if (!t) pointTables.set(points, (t = { xs: points.map(x), ys: points.map(y) }));
  return t;
}

/** Interpolation in a table of points. */
function interpolatePoints<P extends object>(
  points: readonly P[],
  x: (p: P) => number,
  y: (p: P) => number,
  at: number,
) {
  const t = pointTable(points, x, y);
  return interpolate(t.xs, t.ys, at);
}

/**
 * Turbine efficiency (fraction) at discharge q and net head h: linear in q on each head's curve,
 * linear in head between the two curves around h, held at the outermost curve beyond them (SHOP
 * `turb_eff_curves`).
 */
export function turbineEfficiency(curves: readonly TurbineEfficiencyCurve[], q: number, h: number): number {
  let t = turbineTables.get(curves);
  if (!t) {
    t = {
      heads: curves.map((c) => c.head),
      qs: curves.map((c) => c.points.map((p) => p.q)),
      effs: curves.map((c) => c.points.map((p) => p.eff)),
      atQ: curves.map(() => 0),
    };
    turbineTables.set(curves, t);
  }
  for (let i = 0; i < t.heads.length; i++) t.atQ[i] = interpolate(t.qs[i], t.effs[i], q);
  return interpolate(t.heads, t.atQ, h) / 100;
}

/** Generator efficiency (fraction) at power p MW; 100 % without a curve. */
export function generatorEfficiency(curve: Unit['genEffCurve'], p: number): number {
  if (!curve?.length) return 1;
  return (
    interpolatePoints(
      curve,
      (c) => c.p,
      (c) => c.eff,
      p,
    ) / 100
  );
}

/**
 * Power of a head unit, MW: P = rho g Q H eta_t(Q, H) eta_g(P). eta_g depends on P, so P is the fixed
 * point of P -> P_turbine eta_g(P) (a contraction: generator curves are flat, slope far below 1/P).
 */
export function unitPower(u: Unit, q: number, h: number): number {
  if (q <= 0 || h <= 0 || !u.turbEffCurves?.length) return 0;
  const pt = (RHO * G * q * h * turbineEfficiency(u.turbEffCurves, q, h)) / 1e6;
  if (!u.genEffCurve?.length) return pt;
  const g = pointTable(
    u.genEffCurve,
    (c) => c.p,
    (c) => c.eff,
  );
  let p = pt;
  for (let i = 0; i < 100; i++) {
    const next = pt * (interpolate(g.xs, g.ys, p) / 100);
    if (Math.abs(next - p) < 1e-13 * Math.max(1, pt)) return next;
    p = next;
  }
  return p;
}

/** Tailwater level of a plant at total discharge qPlant, m a.s.l. */
export function outletLevel(plant: HeadPlant, qPlant: number): number {
  const o = plant.outletLine;
  if (typeof o === 'number') return o;
  return interpolatePoints(
    o,
    (p) => p.q,
    (p) => p.level,
    qPlant,
  );
}

/** Net head, m: upstream level - outlet line - main tunnel loss - penstock loss. */
export function netHead(plant: HeadPlant, level: number, qPlant: number, penstockLoss: number, qPenstock: number) {
  return (
    level - outletLevel(plant, qPlant) - (plant.mainLoss ?? 0) * qPlant * qPlant - penstockLoss * qPenstock * qPenstock
  );
}
