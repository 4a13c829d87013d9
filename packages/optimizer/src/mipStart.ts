import type { Highs, HighsCallbackMap, Model } from 'highs';
import type { Lp } from './buildLp.js';
import { blockModePlan, roundMinBids } from './relaxAndRoundBlockModes.js';
import { dropModeOffers, repairShortfall } from './repairShortfall.js';
import { fractionalRuns, searchRuns, type SearchOptions } from './searchRuns.js';
import { threadCpuMs } from './threadCpu.js';
import { WorkBudget } from './workBudget.js';

export interface MipStart {
  /** Upper bound of the MIP (the LP relaxation's optimum, maximising). */
  bound: number;
  /** Best rounded plan found (all columns) and its objective; absent when no rounding was feasible. */
  x?: Float64Array;
  objective?: number;
  /** Its on/off values, in the order of `bins`. */
  fixed?: Float64Array;
  /** CPU time of the solving thread per phase, ms. */
  cpuMs: { relaxation: number; rounding: number; search: number };
}

/**
 * The smallest flow each on/off column lets its unit run with (its technical minimum or running
 * minimum flow, m3/s; 0 where none), read from the LP's own rows: the row `flow - qMin on >= 0`
 * holds the on/off column with -qMin and the unit's flow column (`flowCol`) with 1.
 */
function minimumFlows(lp: Lp, onCols: ArrayLike<number>, flowCols: (k: number) => number): Map<number, number> {
  const out = new Map<number, number>();
  for (let k = 0; k < onCols.length; k++) {
    const on = onCols[k],
      flow = flowCols(k);
    if (on < 0 || flow < 0) continue;
    const mins = new Map<number, number>();
    for (let e = lp.starts[on]; e < lp.starts[on + 1]; e++) {
      const row = lp.indices[e];
      if (lp.values[e] < 0 && lp.rowLower[row] === 0 && lp.rowUpper[row] === Infinity) mins.set(row, -lp.values[e]);
    }
    let q = 0;
    for (let e = lp.starts[flow]; e < lp.starts[flow + 1]; e++) {
      const v = mins.get(lp.indices[e]);
      if (v !== undefined && lp.values[e] === 1) q = Math.max(q, v);
    }
    out.set(on, q);
  }
  return out;
}

/**
 * Relax-and-round (the usual warm start of hydro unit commitment): solve the LP relaxation, round
 * the on/off decisions three ways (on wherever the relaxation lets water through the unit; on where
 * that water reaches the unit's minimum flow; on where its on/off value is at least 1/2; zones to
 * the nearer side), solve the LP with each rounding fixed and keep the best. Every rounding is a true
 * plan (constraints are kept or their slack is paid), so it is a valid incumbent and the relaxation a
 * valid bound: when they are within the gap, the MIP need not run at all. With `search`, the best
 * rounding is then improved by searchRuns until it hands over (see searchRuns) or its share of the
 * work is spent. Leaves `hm` as it found it (binaries integral, bounds 0-1).
 *
 * The minimum-flow rounding is the one run-of-river plants need: a unit that follows a small inflow
 * (held head pond) runs part-on in the relaxation in every hour (on = inflow / minimum flow), so
 * "on wherever water flows" asks for its minimum flow in hours without that water (infeasible or
 * paid as a broken level) and "on at 1/2" stops it for the whole horizon (everything spilled).
 */
export function relaxAndRound(
  highs: Highs,
  hm: Model,
  lp: Lp,
  bins: Int32Array,
  callbacks?: HighsCallbackMap,
  search?: Omit<SearchOptions, 'bound' | 'exhausted'> & { work: number },
  budget = new WorkBudget(Infinity),
): MipStart | null {
  const S = highs.constants.modelStatus;
  const n = bins.length;
  // The integer columns' own bounds (0-1 for binaries; grid reserves' bid-step counts go higher), restored at the end.
  const lower = Float64Array.from(bins, (j) => lp.colLower[j]),
    upper = Float64Array.from(bins, (j) => lp.colUpper[j]);
  hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(n));
  let cpu = threadCpuMs();
  const lap = () => {
    const was = cpu;
    cpu = threadCpuMs();
    return cpu - was;
  };
  try {
    budget.run(hm, callbacks);
    if (hm.getModelStatus() !== S.optimal) return null;
    const cpuMs = { relaxation: lap(), rounding: 0, search: 0 };
    const bound = hm.getObjectiveValue();
    const xr = Float64Array.from(hm.getSolution().colValue);
    // Flow of the unit behind each on/off column (zone binaries have none: NaN).
    const flowOf = new Float64Array(n).fill(NaN),
      capOf = new Float64Array(n).fill(1),
      minOf = new Float64Array(n);
    const pos = new Map<number, number>();
    bins.forEach((c, i) => pos.set(c, i));
    const T = lp.T;
    for (let k = 0; k < lp.cons.onCol.length; k++) {
      const i = pos.get(lp.cons.onCol[k]);
      if (i === undefined) continue;
      const ui = Math.floor(k / T),
        first = lp.segFirst[k];
      let q = 0;
      if (first >= 0) for (let s = 0; s < lp.segments[ui].length; s++) q += xr[first + s];
      else if (lp.pumpCol[k] >= 0) q = xr[lp.pumpCol[k]];
      flowOf[i] = q;
      capOf[i] = Math.max(
        1e-9,
        lp.segments[ui].reduce((a, g) => a + g.dq, 0),
      );
    }
    const mins = [
      minimumFlows(lp, lp.cons.onCol, (k) => lp.segFirst[k]),
      minimumFlows(lp, lp.cons.pumpOnCol, (k) => lp.pumpCol[k]),
    ];
    for (const m of mins) for (const [c, q] of m) if (pos.has(c)) minOf[pos.get(c)!] = q;
    // Pumping on/off of pump turbines: the pumped flow behind it.
    for (let k = 0; k < lp.cons.pumpOnCol.length; k++) {
      const i = pos.get(lp.cons.pumpOnCol[k]);
      if (i === undefined) continue;
      flowOf[i] = xr[lp.pumpCol[k]];
      capOf[i] = Number.isFinite(lp.colUpper[lp.pumpCol[k]]) ? Math.max(1e-9, lp.colUpper[lp.pumpCol[k]]) : 1;
    }
    // Integers above 1 (bid-step counts) round down in every rule: less reserve offered stays feasible.
    const general = (i: number) => upper[i] > 1;
    const rules = [
      (i: number) => (Number.isNaN(flowOf[i]) ? Math.round(xr[bins[i]]) : flowOf[i] > 1e-6 * capOf[i] ? 1 : 0),
      (i: number) =>
        Number.isNaN(flowOf[i])
          ? Math.round(xr[bins[i]])
          : flowOf[i] > 1e-6 * capOf[i] && flowOf[i] >= minOf[i] * (1 - 1e-6)
            ? 1
            : 0,
      (i: number) => (xr[bins[i]] >= 0.5 ? 1 : 0),
      // (4) With grid reserves only: on wherever the relaxation has the unit on at all. Upward spinning
      // reserve needs the unit on where it may generate nothing (an FCR obligation keeps it on all the
      // time), which the relaxation spreads as small on values that rules (1)-(3) round to off.
      ...(lp.reserveIndex
        ? [(i: number) => (Number.isNaN(flowOf[i]) ? Math.round(xr[bins[i]]) : xr[bins[i]] > 1e-6 ? 1 : 0)]
        : []),
    ].map((rule) => (i: number) => (general(i) ? Math.floor(xr[bins[i]] + 1e-9) : rule(i)));
    const out: MipStart = { bound, cpuMs };
    const evaluate = (fixed: Float64Array) => {
      hm.changeColsBounds({ kind: 'set', indices: bins }, fixed, fixed);
      budget.run(hm, callbacks);
      return hm.getModelStatus() === S.optimal ? hm.getObjectiveValue() : -Infinity;
    };
    const keep = (fixed: Float64Array) => {
      const objective = evaluate(fixed);
      if (objective > (out.objective ?? -Infinity))
        Object.assign(out, { objective, fixed, x: Float64Array.from(hm.getSolution().colValue) });
    };
    const tried = new Set<string>();
    for (const rule of rules) {
      const fixed = Float64Array.from(bins, (_, i) => rule(i));
      const key = fixed.join('');
      if (tried.has(key)) continue;
      tried.add(key);
      keep(fixed);
    }
    // Pump turbines holding offers in one mode per block: each block in the relaxation's main mode, the
    // minimum bids then by what the LP holds with them free.
    const moded = blockModePlan(lp, bins, out.fixed ?? Float64Array.from(bins, (_, i) => rules[2](i)), xr);
    if (moded) {
      const lo = Float64Array.from(moded.fixed),
        hi = Float64Array.from(moded.fixed);
      for (const i of moded.minBids.at) {
        lo[i] = 0;
        hi[i] = 1;
      }
      hm.changeColsBounds({ kind: 'set', indices: bins }, lo, hi);
      budget.run(hm, callbacks);
      if (hm.getModelStatus() === S.optimal) keep(roundMinBids(moded.fixed, moded.minBids, hm.getSolution().colValue));
    }
    // Grid reserve offers held from a fractional mode: the best rounding without them.
    const dropped = out.fixed ? dropModeOffers(lp, bins, out.fixed, xr) : null;
    if (dropped) keep(dropped);
    // Grid reserve obligations left short: generate over their blocks, as often as that helps.
    for (let k = 0; k < 3 && out.fixed && out.x; k++) {
      const was = out.objective,
        repaired = repairShortfall(lp, bins, out.fixed, out.x);
      if (!repaired) break;
      keep(repaired);
      if (out.objective === was) break;
    }
    cpuMs.rounding = lap();
    const proven = out.objective !== undefined && relativeGap(bound, out.objective) <= (search?.gapTarget ?? 0);
    if (search && out.fixed && out.objective !== undefined && !proven) {
      const { work, ...rest } = search;
      const until = budget.used + work;
      const found = searchRuns(fractionalRuns(lp, bins, xr), { fixed: out.fixed, objective: out.objective }, evaluate, {
        ...rest,
        bound,
        exhausted: () => budget.used >= until || budget.spent,
      });
      if (found.fixed !== out.fixed) keep(found.fixed);
      cpuMs.search = lap();
    }
    return out;
  } finally {
    hm.changeColsBounds({ kind: 'set', indices: bins }, lower, upper);
    hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(n).fill(1));
  }
}

/** Relative gap as HiGHS reports it: (bound - incumbent) / |incumbent|, maximising. */
export const relativeGap = (bound: number, objective: number) =>
  Math.max(0, bound - objective) / Math.max(1, Math.abs(objective));
