import type { Highs, Model } from 'highs';
import { curveSegments, type Segment } from '../curves.js';
import type { Unit } from '../types.js';
import type { Cut, LongTermModel } from './types.js';

/** LP units: volumes in hm3 and money in kEUR keep the coefficients of cuts and balances near 1..100. */
export const HM3 = 1e6;
export const KEUR = 1e3;

export interface StageSolution {
  /** Stage revenue plus future value, EUR. */
  objective: number;
  /** Stage revenue minus spill penalty, EUR (without the future value). */
  immediate: number;
  /** Contents at the stage end, m3. */
  contentOut: number[];
  /** d(objective)/d(content at the stage start), EUR per m3, per reservoir. */
  waterValue: number[];
}

/** Generation segments of a unit, cut at its qMax and at the flow where it reaches pMax. */
export function limitedSegments(u: Unit): Segment[] {
  if (u.type === 'PUMP') return [];
  if (u.type === 'GATE') return [{ dq: u.qMax ?? Infinity, slope: 0 }];
  if (!u.curve?.length) throw new Error(`Unit ${u.id} has no flow-to-power curve`);
  let qLeft = u.qMax ?? Infinity;
  let pLeft = u.pMax ?? Infinity;
  const out: Segment[] = [];
  for (const s of curveSegments(u.curve, u.id)) {
    if (qLeft <= 0 || pLeft <= 0 || s.slope <= 0) break;
    const dq = Math.min(s.dq, qLeft, s.slope > 0 ? pLeft / s.slope : Infinity);
    out.push({ dq, slope: s.slope });
    qLeft -= dq;
    pLeft -= dq * s.slope;
  }
  return out;
}

/**
 * The LP of one stage in one Markov state, kept alive in HiGHS between solves: the contents at the
 * stage start and the inflow enter as right-hand sides of the balance rows, cuts are appended as rows
 * `theta - slopes . content <= intercept`, and each solve starts from the previous basis.
 *
 * Columns: content at the end (per reservoir), spill (hm3 over the stage), one column per turbine
 * segment and price block (m3/s), one per pump and block (m3/s), theta (future value, kEUR).
 */
export class StageLp {
  private readonly hm: Model;
  private readonly R: number;
  private readonly seconds: number;
  private readonly thetaCol: number;
  private rhs: Float64Array;
  /** Disposal columns (reservoir index, column), bounded by each solve's inflow. */
  private readonly disposal: [number, number][] = [];
  cutCount = 0;

  constructor(
    private readonly highs: Highs,
    model: LongTermModel,
    stage: number,
    state: number,
    /** Upper bound of the future value before any cut, EUR (null: no future value column). */
    futureBound: number | null,
  ) {
    const st = model.stages[stage];
    const R = (this.R = model.reservoirs.length);
    this.seconds = st.seconds;
    const resIndex = new Map(model.reservoirs.map((r, i) => [r.id, i]));
    const ri = (id: string | null | undefined) => (id === null || id === undefined ? -1 : (resIndex.get(id) ?? -1));
    const cost: number[] = [],
      lo: number[] = [],
      hi: number[] = [];
    const entries: [number, number, number][] = []; // row, col, value
    const addCol = (c: number, l: number, h: number) => {
      cost.push(c);
      lo.push(l);
      hi.push(h);
      return cost.length - 1;
    };
    const last = stage === model.stages.length - 1;
    const terminal = model.terminalWaterValue ?? [];
    model.reservoirs.forEach((r, i) => {
      if (!(r.maxContent >= r.minContent)) throw new Error(`Reservoir ${r.id}: maximum content below minimum`);
      const c = addCol(last ? ((terminal[i] ?? 0) * HM3) / KEUR : 0, r.minContent / HM3, r.maxContent / HM3);
      entries.push([i, c, 1]);
    });
    model.reservoirs.forEach((r, i) => {
      const c = addCol((-(r.spillPenalty ?? 1e-4) * HM3) / KEUR, 0, Infinity);
      entries.push([i, c, 1]);
      const to = ri(r.spillTo);
      if (to >= 0) entries.push([to, c, -1]);
    });
    model.reservoirs.forEach((r, i) => {
      if (!r.inflowDisposal) return;
      const c = addCol(0, 0, 0);
      entries.push([i, c, 1]);
      this.disposal.push([i, c]);
    });
    for (const u of model.units) {
      const up = ri(u.upstream),
        down = ri(u.downstream);
      const segs = limitedSegments(u);
      const pumps = u.type === 'PUMP' || u.type === 'PUMP_TURBINE';
      for (const b of st.blocks) {
        const vol = (b.hours * 3600) / HM3; // hm3 per m3/s over the block
        const price = b.price[state] ?? b.price[0];
        for (const s of segs) {
          const c = addCol((price * s.slope * b.hours) / KEUR, 0, s.dq);
          if (up >= 0) entries.push([up, c, vol]);
          if (down >= 0) entries.push([down, c, -vol]);
        }
        if (pumps && (u.pumpQMax ?? 0) > 0) {
          const k = u.pumpPowerPerFlow ?? 0;
          const c = addCol((-price * k * b.hours) / KEUR, 0, u.pumpQMax!);
          if (down >= 0) entries.push([down, c, vol]);
          if (up >= 0) entries.push([up, c, -vol]);
        }
      }
    }
    this.thetaCol = futureBound === null ? -1 : addCol(1, -Infinity, futureBound / KEUR);
    const n = cost.length;
    const starts = new Int32Array(n + 1);
    for (const [, c] of entries) starts[c + 1]++;
    for (let j = 0; j < n; j++) starts[j + 1] += starts[j];
    const fill = starts.slice(0, n);
    const indices = new Int32Array(entries.length),
      values = new Float64Array(entries.length);
    for (const [r, c, v] of entries) {
      const p = fill[c]++;
      indices[p] = r;
      values[p] = v;
    }
    const inf = (v: number) => (v === Infinity ? highs.infinity : v === -Infinity ? -highs.infinity : v);
    this.rhs = new Float64Array(R);
    this.hm = highs.createModel({
      numCols: n,
      numRows: R,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from(cost),
      colLower: Float64Array.from(lo, inf),
      colUpper: Float64Array.from(hi, inf),
      rowLower: this.rhs,
      rowUpper: this.rhs,
      matrix: { format: 'csc', numRows: R, numCols: n, starts, indices, values },
    });
    this.hm.options.set({ output_flag: false, presolve: 'off', solver: 'simplex' });
  }

  /** Adds a cut on the future value (EUR, EUR per m3 of the end contents). */
  addCut(cut: Cut): void {
    if (this.thetaCol < 0) throw new Error('The last stage has no future value to cut');
    const idx = [...cut.slopes.keys(), this.thetaCol];
    const val = [...cut.slopes.map((s) => (-s * HM3) / KEUR), 1];
    this.hm.addRow(-this.highs.infinity, cut.intercept / KEUR, {
      indices: Int32Array.from(idx),
      values: Float64Array.from(val),
    });
    this.cutCount++;
  }

  /** Solves the stage from contents `contentIn` (m3) with `inflow` (m3/s per reservoir). */
  solve(contentIn: readonly number[], inflow: readonly number[]): StageSolution {
    for (let r = 0; r < this.R; r++) this.rhs[r] = (contentIn[r] + inflow[r] * this.seconds) / HM3;
    this.hm.changeRowsBounds({ kind: 'range', from: 0, to: this.R - 1 }, this.rhs, this.rhs);
    for (const [r, c] of this.disposal) this.hm.changeColBounds(c, 0, Math.max(0, inflow[r] * this.seconds) / HM3);
    this.hm.run();
    const status = this.hm.getModelStatus();
    if (status !== this.highs.constants.modelStatus.optimal)
      throw new Error(`Stage LP ended with HiGHS model status ${status}`);
    const sol = this.hm.getSolution();
    const objective = this.hm.getObjectiveValue() * KEUR;
    const theta = this.thetaCol >= 0 ? sol.colValue[this.thetaCol] * KEUR : 0;
    const contentOut: number[] = [],
      waterValue: number[] = [];
    for (let r = 0; r < this.R; r++) {
      contentOut.push(sol.colValue[r] * HM3);
      waterValue.push((sol.rowDual[r] * KEUR) / HM3);
    }
    return { objective, immediate: objective - theta, contentOut, waterValue };
  }

  dispose(): void {
    this.hm.dispose();
  }
}
