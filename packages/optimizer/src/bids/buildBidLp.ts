import { buildLp, type Lp } from '../buildLp.js';
import type { LpMatrix } from '../lp/lp.js';
import { LpBuilder } from '../lp/lpBuilder.js';
import { unitPowerTerms } from '../lp/terms.js';
import { LP_PARTS } from '../lpParts.js';
import type { OptimizerModel } from '../types.js';
import { colNames } from '../writeLp.js';
import { bidCapacityPart, type BidCapacity } from './bidCapacity.js';
import { bidPricePoints, givenPricePoints } from './bidPricePoints.js';
import { interpolationOf } from './bidVolumeAt.js';
import { checkBidOptions, scenarioModel } from './scenarioModels.js';
import type { BidOptions } from './types.js';

/** Kinds of the programme's own rows and columns (reports only; far from the plan LP's COL / ROW). */
const BID_COL = 200,
  BID_ROW = 200;

/** On/off decisions fixed in every scenario: binary columns of the plan LP and their values. */
export interface FixedOnOff {
  bins: Int32Array;
  values: Float64Array;
}

/** The two-stage stochastic programme of the bid curves, with where each part of it is. */
export interface BidLp extends LpMatrix {
  names: string[];
  /** Per scenario: its plan LP (costs unweighted), the first of its columns, its probability. */
  scenarios: { lp: Lp; model: OptimizerModel; col0: number; probability: number }[];
  /** Per delivery step: price points and the column of the volume at each (first stage). */
  points: number[][];
  pointCol: number[][];
  /** Per delivery step and point: does a scenario's clearing price use this point's volume? */
  touched: boolean[][];
  capacity: BidCapacity;
}

/** Plant net power of unit columns in step t of a scenario's block. */
export function netPowerTerms(lp: Lp, model: OptimizerModel, t: number, col0: number): [number, number][] {
  return model.units.flatMap((u, ui) =>
    unitPowerTerms(lp, ui, t, u.type === 'PUMP').map(([c, v]): [number, number] => [col0 + c, v]),
  );
}

/**
 * The bid programme (Fleten and Kristoffersen 2007) as one LP: S copies of the plan LP (buildLp), one
 * per price scenario, costs weighted by the scenario's probability (so the objective is the expected
 * revenue plus water value), then the first stage: per delivery step t and price point p_i a volume
 * x[t][i] within what the plant can deliver, non-decreasing in price (x[t][i] <= x[t][i+1]), and per
 * scenario s the coupling row "net power of s in step t = w x[t][i] + (1 - w) x[t][i+1]" for the points
 * around s's clearing price (Nord Pool's linear interpolation; w = 1 on a point). Steps before the
 * delivery day share one net power over the scenarios (decided before the day's prices are known);
 * steps after it are free per scenario (later bids know this day's prices). Binaries are fixed to
 * `fixed` (the deterministic plan's on/off decisions), so the programme is an LP; without `fixed` they
 * stay binaries in every scenario (a stochastic MIP, for an LP file).
 */
export function buildBidLp(model: OptimizerModel, o: BidOptions, fixed?: FixedOnOff): BidLp {
  const probabilities = checkBidOptions(model, o);
  const probe = bidCapacityPart(model);
  const models = o.scenarios.map((s) => scenarioModel(model, s, o));
  const lps = models.map((m, s) => buildLp(m, { parts: s === 0 ? [...LP_PARTS, probe.part] : LP_PARTS }));
  const conflict = lps[0].conflicts[0];
  if (conflict)
    throw new Error(`The model has conflicting limits: ${conflict.text.replace('{time}', `step ${conflict.step}`)}`);
  const b = new LpBuilder();
  const names: string[] = [];
  const binaries: number[] = [];
  const scenarios = lps.map((lp, s) => {
    if (lp.numCols !== lps[0].numCols) throw new Error('Price scenarios changed the shape of the LP');
    const col0 = b.numCols,
      row0 = b.rowLo.length;
    for (let i = 0; i < lp.numRows; i++) b.addRow(lp.rowKind[i], lp.rowLower[i], lp.rowUpper[i]);
    const lo = Float64Array.from(lp.colLower),
      hi = Float64Array.from(lp.colUpper);
    if (fixed) fixed.bins.forEach((j, k) => (lo[j] = hi[j] = fixed.values[k]));
    else for (const j of lp.cons.binaries) binaries.push(b.numCols + j);
    const colName = colNames(models[s], lp);
    for (let j = 0; j < lp.numCols; j++) {
      b.addCol(lp.colKind[j], lo[j], hi[j], lp.colCost[j] * probabilities[s]);
      for (let k = lp.starts[j]; k < lp.starts[j + 1]; k++) b.entry(row0 + lp.indices[k], col0 + j, lp.values[k]);
      names.push(`s${s}_${colName[j]}`);
    }
    return { lp, model: models[s], col0, probability: probabilities[s] };
  });
  const { capacity } = probe;
  // Before the delivery day: one net power for all scenarios.
  for (let t = 0; t < o.fromStep; t++) {
    const y = b.addCol(BID_COL, -Infinity, Infinity, 0);
    names.push(`y${t}`);
    for (const sc of scenarios) {
      const row = b.addRow(BID_ROW, 0, 0);
      for (const [c, v] of netPowerTerms(sc.lp, model, t, sc.col0)) b.entry(row, c, v);
      b.entry(row, y, -1);
    }
  }
  const points: number[][] = [],
    pointCol: number[][] = [],
    touched: boolean[][] = [];
  for (let t = o.fromStep; t < o.toStep; t++) {
    const prices = models.map((m) => (m.price as number[])[t]);
    const p = o.pricePoints ? givenPricePoints(o.pricePoints) : bidPricePoints(prices);
    const cols = p.map((_, i) => {
      names.push(`b${t}_${i}`);
      return b.addCol(BID_COL, capacity.lo[t], capacity.hi[t], 0);
    });
    for (let i = 0; i + 1 < cols.length; i++) {
      const row = b.addRow(BID_ROW, -Infinity, 0);
      b.entry(row, cols[i], 1);
      b.entry(row, cols[i + 1], -1);
    }
    const used = p.map(() => false);
    scenarios.forEach((sc, s) => {
      const { i, w } = interpolationOf(p, prices[s]);
      const row = b.addRow(BID_ROW, 0, 0);
      for (const [c, v] of netPowerTerms(sc.lp, model, t, sc.col0)) b.entry(row, c, v);
      b.entry(row, cols[i], -w);
      used[i] = true;
      if (w < 1) {
        b.entry(row, cols[i + 1], w - 1);
        used[i + 1] = true;
      }
    });
    points.push(p);
    pointCol.push(cols);
    touched.push(used);
  }
  const integrality = binaries.length ? new Uint8Array(b.numCols) : undefined;
  for (const j of binaries) integrality![j] = 1;
  return {
    ...(integrality ? { integrality } : {}),
    ...b.matrix(),
    names,
    scenarios,
    points,
    pointCol,
    touched,
    capacity,
  };
}
