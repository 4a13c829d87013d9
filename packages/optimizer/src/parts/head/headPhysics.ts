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

const effAt = (c: TurbineEfficiencyCurve, q: number) =>
  interpolate(
    c.points.map((p) => p.q),
    c.points.map((p) => p.eff),
    q,
  );

/**
 * Turbine efficiency (fraction) at discharge q and net head h: linear in q on each head's curve,
 * linear in head between the two curves around h, held at the outermost curve beyond them (SHOP
 * `turb_eff_curves`).
 */
export function turbineEfficiency(curves: readonly TurbineEfficiencyCurve[], q: number, h: number): number {
  return (
    interpolate(
      curves.map((c) => c.head),
      curves.map((c) => effAt(c, q)),
      h,
    ) / 100
  );
}

/** Generator efficiency (fraction) at power p MW; 100 % without a curve. */
export function generatorEfficiency(curve: Unit['genEffCurve'], p: number): number {
  if (!curve?.length) return 1;
  return (
    interpolate(
      curve.map((c) => c.p),
      curve.map((c) => c.eff),
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
  let p = pt;
  for (let i = 0; i < 100; i++) {
    const next = pt * generatorEfficiency(u.genEffCurve, p);
    if (Math.abs(next - p) < 1e-13 * Math.max(1, pt)) return next;
    p = next;
  }
  return p;
}

/** Tailwater level of a plant at total discharge qPlant, m a.s.l. */
export function outletLevel(plant: HeadPlant, qPlant: number): number {
  const o = plant.outletLine;
  if (typeof o === 'number') return o;
  return interpolate(
    o.map((p) => p.q),
    o.map((p) => p.level),
    qPlant,
  );
}

/** Net head, m: upstream level - outlet line - main tunnel loss - penstock loss. */
export function netHead(plant: HeadPlant, level: number, qPlant: number, penstockLoss: number, qPenstock: number) {
  return (
    level - outletLevel(plant, qPlant) - (plant.mainLoss ?? 0) * qPlant * qPlant - penstockLoss * qPenstock * qPenstock
  );
}
