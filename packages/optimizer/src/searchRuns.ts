import type { Lp } from './buildLp.js';

/** Evaluates one on/off plan (values in the order of `bins`): the LP's objective with it fixed, -Infinity when infeasible. */
export type EvaluatePlan = (fixed: Float64Array) => number;

export interface SearchStart {
  fixed: Float64Array;
  objective: number;
}

export interface SearchOptions {
  /** True once the search's share of the solve's work is spent: no further plan is tried. */
  exhausted: () => boolean;
  /** Stop once the plan is proven within this relative gap of `bound`. */
  bound: number;
  gapTarget: number;
  /** Checked before each plan is priced, like `exhausted` (a cancelled run). */
  shouldStop?: () => boolean;
}

/**
 * When the search hands over to branch and cut (issue 21: the constraints benchmark's seeds within 5 s
 * of solver CPU). Measured there (bench/constraints.bench.ts, thread CPU at load 16-20): after the
 * first sweep every seed's plan was within 0.15-0.18 % of the relaxation's bound (twice the 0.1 %
 * target or less); later sweeps gained 0-244 EUR of 4.5-5.7 M EUR (at most 0.006 %) for 0.5-1.3 s each,
 * while branch and cut proved the gap in about the same time from the plan before them (its root cuts
 * lower the bound by 0.05-0.08 %; seed 1: 6.4 s with three sweeps, 4.9 s with one).
 */
const HANDOVER_GAP = 2;
/** Share of the gap target a sweep must gain for the search to sweep again (see HANDOVER_GAP). */
const MIN_SWEEP_GAIN = 0.1;

/**
 * A run: the consecutive steps where the relaxation left one unit's on/off (or pumping on/off)
 * decision between 0 and 1. Positions index `bins`.
 */
interface Run {
  at: number[];
  /** The relaxation's on/off values summed: about how many steps of running the relaxation spread over the run. */
  relaxedOn: number;
  /** Objective value of one step of running at each position (price times power for generation; the pumping cost for pumping). */
  worth: number[];
}

/** Maximal runs of fractional on/off values per unit and kind, from the relaxation `relaxed` (all columns). */
export function fractionalRuns(lp: Lp, bins: Int32Array, relaxed: ArrayLike<number>): Run[] {
  const pos = new Map<number, number>();
  bins.forEach((c, i) => pos.set(c, i));
  const T = lp.T,
    runs: Run[] = [];
  const frac = (v: number) => v > 1e-6 && v < 1 - 1e-6;
  for (const [cols, worthCol] of [
    [lp.cons.onCol, lp.segFirst],
    [lp.cons.pumpOnCol, lp.pumpCol],
  ] as const) {
    for (let k0 = 0; k0 < cols.length; k0 += T) {
      let run: Run | null = null;
      for (let t = 0; t < T; t++) {
        const i = cols[k0 + t] >= 0 ? pos.get(cols[k0 + t]) : undefined;
        if (i === undefined || !frac(relaxed[bins[i]])) {
          run = null;
          continue;
        }
        if (!run) runs.push((run = { at: [], relaxedOn: 0, worth: [] }));
        run.at.push(i);
        run.relaxedOn += relaxed[bins[i]];
        const wc = worthCol[k0 + t];
        run.worth.push(wc >= 0 ? lp.colCost[wc] : 0);
      }
    }
  }
  return runs;
}

/**
 * The run's patterns to try: all on, all off, and for about the relaxation's running time k (its
 * on/off values summed, rounded up; and one step less or more): running in the best-paid k
 * consecutive steps, or the first k or the last k (which join the running before or after the run
 * and so save a stop and a start). Edge flips then make a run longer or shorter step by step.
 */
function patterns(run: Run): Float64Array[] {
  const L = run.at.length;
  const out = [new Float64Array(L).fill(1), new Float64Array(L)];
  const k0 = Math.ceil(run.relaxedOn - 1e-9);
  for (const k of [k0 - 1, k0, k0 + 1]) {
    if (k < 1 || k >= L) continue;
    let best = 0,
      bestWorth = -Infinity,
      sum = 0;
    for (let j = 0; j < L; j++) {
      sum += run.worth[j] - (j >= k ? run.worth[j - k] : 0);
      if (j >= k - 1 && sum > bestWorth) {
        bestWorth = sum;
        best = j - k + 1;
      }
    }
    for (const from of new Set([best, 0, L - k])) {
      const p = new Float64Array(L);
      p.fill(1, from, from + k);
      out.push(p);
    }
  }
  return out;
}

/** The pattern with one step flipped at each edge between running and standing: runs one step longer or shorter. */
function edgeFlips(current: Float64Array): Float64Array[] {
  const out: Float64Array[] = [];
  for (let j = 0; j < current.length; j++) {
    if ((j > 0 && current[j - 1] !== current[j]) || (j + 1 < current.length && current[j + 1] !== current[j])) {
      const p = Float64Array.from(current);
      p[j] = 1 - p[j];
      out.push(p);
    }
  }
  return out;
}

/**
 * Large-neighbourhood search over the relaxation's fractional runs (units the relaxation runs part-on,
 * typically in cheap hours where a start or a stop is at stake). Sweeps the runs in turn (coordinate
 * descent): each run takes the best of its patterns and of one step more or less at each edge of its
 * current pattern, every plan priced exactly by the LP with all on/off decisions fixed, until the plan
 * is proven within the gap, is within HANDOVER_GAP times the gap of the bound, a sweep gains less than
 * MIN_SWEEP_GAIN of the gap target, or its work is spent. Moves in one run change what the others are
 * worth: a cascade's units share water, so a stop upstream pays only together with running downstream
 * in the right hours, which rounding alone never finds. Measured on the 1-week 8-reservoir cascade
 * (bench/constraints.bench.ts): the rounding ends 0.20 % below the optimum cbc proves; two sweeps reach
 * it (with a zero gap target; at 0.1 % the search hands over after the first, 0.005 % below it).
 */
export function searchRuns(runs: Run[], start: SearchStart, evaluate: EvaluatePlan, opts: SearchOptions): SearchStart {
  let best = start;
  const proven = (objective: number) => (opts.bound - objective) / Math.max(1, Math.abs(objective)) <= opts.gapTarget;
  const candidates = runs.map(patterns);
  // A sweep often meets a plan it priced before (a run's moves when nothing else changed since).
  const priced = new Map<string, number>();
  const price = (plan: Float64Array) => {
    const key = plan.join('');
    let objective = priced.get(key);
    if (objective === undefined) priced.set(key, (objective = evaluate(plan)));
    return objective;
  };
  for (;;) {
    // One sweep: each run in turn takes its best pattern given the others (coordinate descent).
    const before = best.objective;
    for (const [r, run] of runs.entries()) {
      const current = Float64Array.from(run.at, (i) => best.fixed[i]);
      let move: SearchStart | null = null;
      for (const p of [...candidates[r], ...edgeFlips(current)]) {
        if (p.every((v, j) => v === current[j])) continue;
        if (opts.exhausted() || opts.shouldStop?.()) return move ?? best;
        const plan = Float64Array.from(best.fixed);
        run.at.forEach((i, j) => (plan[i] = p[j]));
        const objective = price(plan);
        if (objective > (move?.objective ?? best.objective) + 1e-6) move = { fixed: plan, objective };
      }
      if (move) best = move;
      if (proven(best.objective)) return best;
    }
    // Hand over to branch and cut once the plan is near the relaxation's bound (what is left is mostly
    // the bound, which only cuts lower), or after a sweep that gained less than a tenth of the gap target.
    if (opts.bound - best.objective <= HANDOVER_GAP * opts.gapTarget * Math.max(1, Math.abs(best.objective)))
      return best;
    const minGain = Math.max(1e-6, MIN_SWEEP_GAIN * opts.gapTarget * Math.max(1, Math.abs(best.objective)));
    if (best.objective - before <= minGain) return best;
  }
}
