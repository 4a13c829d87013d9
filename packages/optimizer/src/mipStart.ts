import type { Highs, HighsCallbackMap, Model } from 'highs';
import type { Lp } from './buildLp.js';
import { fractionalRuns, searchRuns, type SearchOptions } from './searchRuns.js';

export interface MipStart {
  /** Upper bound of the MIP (the LP relaxation's optimum, maximising). */
  bound: number;
  /** Best rounded plan found (all columns) and its objective; absent when no rounding was feasible. */
  x?: Float64Array;
  objective?: number;
  /** Its on/off values, in the order of `bins`. */
  fixed?: Float64Array;
}

/**
 * Relax-and-round (the usual warm start of hydro unit commitment): solve the LP relaxation, round
 * the on/off decisions two ways (on wherever the relaxation lets water through the unit; on where
 * its on/off value is at least 1/2; zones to the nearer side), solve the LP with each rounding fixed
 * and keep the better. Every rounding is a true plan (constraints are kept or their slack is paid),
 * so it is a valid incumbent and the relaxation a valid bound: when they are within the gap, the
 * MIP need not run at all. With `search`, the better rounding is then improved by searchRuns until
 * its deadline. Leaves `hm` as it found it (binaries integral, bounds 0-1).
 */
export function relaxAndRound(
  highs: Highs,
  hm: Model,
  lp: Lp,
  bins: Int32Array,
  callbacks?: HighsCallbackMap,
  search?: Omit<SearchOptions, 'bound'>,
): MipStart | null {
  const S = highs.constants.modelStatus;
  const n = bins.length;
  const zeros = new Float64Array(n),
    ones = new Float64Array(n).fill(1);
  hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(n));
  try {
    hm.run(callbacks);
    if (hm.getModelStatus() !== S.optimal) return null;
    const bound = hm.getObjectiveValue();
    const xr = Float64Array.from(hm.getSolution().colValue);
    // Flow of the unit behind each on/off column (zone binaries have none: NaN).
    const flowOf = new Float64Array(n).fill(NaN),
      capOf = new Float64Array(n).fill(1);
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
    // Pumping on/off of pump turbines: the pumped flow behind it.
    for (let k = 0; k < lp.cons.pumpOnCol.length; k++) {
      const i = pos.get(lp.cons.pumpOnCol[k]);
      if (i === undefined) continue;
      flowOf[i] = xr[lp.pumpCol[k]];
      capOf[i] = Number.isFinite(lp.colUpper[lp.pumpCol[k]]) ? Math.max(1e-9, lp.colUpper[lp.pumpCol[k]]) : 1;
    }
    const rules = [
      (i: number) => (Number.isNaN(flowOf[i]) ? Math.round(xr[bins[i]]) : flowOf[i] > 1e-6 * capOf[i] ? 1 : 0),
      (i: number) => (xr[bins[i]] >= 0.5 ? 1 : 0),
    ];
    const out: MipStart = { bound };
    const evaluate = (fixed: Float64Array) => {
      hm.changeColsBounds({ kind: 'set', indices: bins }, fixed, fixed);
      hm.run(callbacks);
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
    if (search && out.fixed && out.objective !== undefined) {
      const found = searchRuns(fractionalRuns(lp, bins, xr), { fixed: out.fixed, objective: out.objective }, evaluate, {
        ...search,
        bound,
      });
      if (found.fixed !== out.fixed) keep(found.fixed);
    }
    return out;
  } finally {
    hm.changeColsBounds({ kind: 'set', indices: bins }, zeros, ones);
    hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(n).fill(1));
  }
}

/** Relative gap as HiGHS reports it: (bound - incumbent) / |incumbent|, maximising. */
export const relativeGap = (bound: number, objective: number) =>
  Math.max(0, bound - objective) / Math.max(1, Math.abs(objective));
