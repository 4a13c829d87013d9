/**
 * Point tables made from simple physics, so the demo plants have plausible curves.
 * Hydraulic power: P = rho * g * H * Q * eta  (W), with rho*g = 9810 N/m3.
 */
import type { Point } from './curves.js';
import { interpolate } from './curves.js';

export const RHO_G = 9810;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Shape of a turbine's efficiency over its flow range (see turbinePoints). */
export interface TurbineShape {
  /** best efficiency (turbine and generator) */
  etaMax: number;
  /** flow of the best efficiency as a share of q_max */
  qOptShare: number;
  /** curvature: how fast efficiency falls away from the best point */
  c: number;
}

/**
 * Typical shapes: Pelton wheels (high head, several jets) and Kaplan turbines (low head,
 * adjustable blades) keep their efficiency over a wide flow range; Francis runners (and reversible
 * pump turbines) fall off faster at part load.
 */
export const TURBINE_SHAPES = {
  pelton: { etaMax: 0.91, qOptShare: 0.6, c: 0.1 },
  kaplan: { etaMax: 0.92, qOptShare: 0.7, c: 0.12 },
  francis: { etaMax: 0.92, qOptShare: 0.8, c: 0.2208 },
} as const satisfies Record<string, TurbineShape>;

/**
 * Generating flow-to-power points from q_min to q_max: P(Q) = k * (eta_max * Q - c * (Q - Q_opt)^2 / q_max)
 * with k = rho g H / 1e6 and H the gross head. A quadratic with negative curvature is concave (as
 * the optimiser's LP needs), and the efficiency P / (k Q) peaks at Q_opt with eta_max. Each
 * template keeps q_min where the efficiency is still above 70 % (checked for every demo unit by
 * unitEfficiency.test.ts).
 */
export function turbinePoints(
  headM: number,
  qMin: number,
  qMax: number,
  shape: TurbineShape = TURBINE_SHAPES.francis,
  n = 8,
): Point[] {
  const k = (RHO_G * headM) / 1e6;
  const qOpt = shape.qOptShare * qMax;
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const q = qMin + ((qMax - qMin) * i) / (n - 1);
    pts.push([round(q, 3), round(k * (shape.etaMax * q - (shape.c * (q - qOpt) ** 2) / qMax), 3)]);
  }
  return pts;
}

/** Gross head (m) of a unit: from the upstream body's mid operating level to the downstream body's. */
export function grossHead(
  upstream: { min_level: number; max_level: number },
  downstream: { min_level: number; max_level: number },
): number {
  return (upstream.min_level + upstream.max_level) / 2 - (downstream.min_level + downstream.max_level) / 2;
}

/** Highest total efficiency a curve may imply at any level (turbine x generator, or pump x motor). */
export const ETA_PLAUSIBLE_MAX = 0.95;
/** Best pumping efficiency of the demo pumps (pump x motor). */
const PUMP_ETA_MAX = 0.9;

/** Lowest and highest gross head (m) of a unit over its bodies' operating levels. */
export function grossHeadRange(
  upstream: { min_level: number; max_level: number },
  downstream: { min_level: number; max_level: number },
): { low: number; high: number } {
  return { low: upstream.min_level - downstream.max_level, high: upstream.max_level - downstream.min_level };
}

/**
 * Head (m) of a generating unit's fixed-head curve: the mid-level gross head, lowered where needed so
 * that the curve's best efficiency read at the lowest gross head stays at 95 % (a curve made at the
 * mid head would claim over 100 % when the reservoir is low, issue 23).
 */
export function turbineCurveHead(
  upstream: { min_level: number; max_level: number },
  downstream: { min_level: number; max_level: number },
  etaMax: number,
): number {
  return Math.min(
    grossHead(upstream, downstream),
    (grossHeadRange(upstream, downstream).low * ETA_PLAUSIBLE_MAX) / etaMax,
  );
}

/** Head (m) of a pump's fixed-head curve: raised from the mid head so that at the highest head it claims at most 95 %. */
export function pumpCurveHead(
  upstream: { min_level: number; max_level: number },
  downstream: { min_level: number; max_level: number },
  etaMax: number = PUMP_ETA_MAX,
): number {
  return Math.max(
    grossHead(upstream, downstream),
    (grossHeadRange(upstream, downstream).high * etaMax) / ETA_PLAUSIBLE_MAX,
  );
}

/** Pumping points (negative flow, negative power): P = rho g H Q / eta_pump, eta worse at part load. */
export function pumpPoints(headM: number, pumpQMin: number, pumpQMax: number, etaMax = PUMP_ETA_MAX, n = 4): Point[] {
  const pts: Point[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const q = pumpQMin + ((pumpQMax - pumpQMin) * i) / (n - 1);
    const eta = etaMax - 0.06 * (1 - q / pumpQMax);
    pts.push([round(-q, 3), round((-RHO_G * headM * q) / eta / 1e6, 3)]);
  }
  return pts;
}

/**
 * Level-to-content table of a valley reservoir: V(h) = V_top * ((h - h_bed) / (h_top - h_bed))^2.3,
 * the volume of a bowl whose surface grows with level. h_bed is chosen so that the content at
 * min_level is the given dead storage. Points from the bed to one metre above max_level, with
 * min_level and max_level themselves as points.
 */
export function levelContentPoints(
  minLevel: number,
  maxLevel: number,
  contentAtMax: number,
  deadFraction: number,
): Point[] {
  const b = 2.3;
  const r = deadFraction ** (1 / b);
  const bed = (minLevel - r * maxLevel) / (1 - r);
  const top = maxLevel + 1;
  const vAt = (h: number) => contentAtMax * (Math.max(0, h - bed) / (maxLevel - bed)) ** b;
  const levels = new Set<number>([round(bed, 2), minLevel, maxLevel, top]);
  for (let i = 1; i < 12; i++) levels.add(round(minLevel + ((maxLevel - minLevel) * i) / 12, 2));
  levels.add(round((bed + minLevel) / 2, 2));
  return [...levels].sort((a, b2) => a - b2).map((h) => [h, Math.round(vAt(h))] as Point);
}

/** Gate throughput Q(o) = q_max * (o / o_max)^1.5 (discharge under a rising gate, head fixed). */
export function gatePoints(qMax: number, openingMaxCm: number, n = 7): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const o = (openingMaxCm * i) / (n - 1);
    pts.push([round(o, 1), round(qMax * (o / openingMaxCm) ** 1.5, 3)]);
  }
  return pts;
}

/** Power (MW) of a unit at a discharge (m3/s): 0 at standstill, else read from its points. */
export function powerAt(flowToPower: readonly Point[], q: number): number {
  return q === 0 ? 0 : interpolate(flowToPower, q);
}
