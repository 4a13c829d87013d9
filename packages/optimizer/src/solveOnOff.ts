import type { Highs, HighsCallbackMap, Model } from 'highs';
import type { Lp } from './buildLp.js';
import { relaxAndRound, relativeGap } from './mipStart.js';
import type { PlanResult } from './types.js';

export interface SolveSyncOptions {
  /** Checked at the solver's interrupt points; true stops the solve (status ERROR, "Cancelled"). */
  shouldStop?: () => boolean;
  /** HiGHS options, e.g. { time_limit: 60 }. */
  highsOptions?: Record<string, string | number | boolean>;
  /** On/off decisions: relative MIP gap to stop at (default 0.001 = 0.1 %) and time limit in seconds for them (default 4). */
  mipGap?: number;
  mipTimeLimit?: number;
}

export const DEFAULT_MIP_GAP = 0.001;
// Measured on the 1-week 8-reservoir cascade with 40 constraints (bench/constraints.bench.ts): relax-and-round
// and the run search reach the optimum in about 1.5 s, and branch and cut proves 0.1 % about 1 s later; on other
// cascades the limit leaves at most 0.13 %. A plan in seconds with its gap reported beats a minute for the last
// hundredth of a percent.
export const DEFAULT_MIP_TIME_LIMIT_S = 4;

/** Share of the time limit the search over the relaxation's fractional runs may take before branch and cut gets the rest. */
const SEARCH_SHARE = 0.4;

export interface OnOffResult {
  stats: NonNullable<PlanResult['stats']['mip']>;
  /** Binary columns (sorted) and the on/off plan to fix them to; absent when none was found. */
  bins: Int32Array;
  fixed?: Float64Array;
  cancelled?: boolean;
}

/**
 * The on/off decisions of a MIP model: relax-and-round first (a plan within a second or two, often
 * already proven within the gap by the relaxation's bound), improved by the search over the
 * relaxation's fractional runs for up to SEARCH_SHARE of the time limit, then, only if the gap is not
 * yet closed, HiGHS' branch and cut from that plan for the rest of the time limit. At the time limit the best
 * plan found is used and its gap reported.
 */
export function solveOnOff(
  highs: Highs,
  hm: Model,
  lp: Lp,
  opts: SolveSyncOptions,
  callbacks?: HighsCallbackMap,
): OnOffResult {
  const S = highs.constants.modelStatus;
  const t0 = performance.now();
  const bins = Int32Array.from(lp.cons.binaries).sort();
  const gapTarget = opts.mipGap ?? DEFAULT_MIP_GAP;
  const limit = opts.mipTimeLimit ?? DEFAULT_MIP_TIME_LIMIT_S;
  const stats = (gap: number, nodes: number, timeLimited: boolean, rounded: boolean) => ({
    binaries: bins.length,
    gap,
    ms: performance.now() - t0,
    nodes,
    timeLimited,
    rounded,
    targetGap: gapTarget,
  });

  const start = relaxAndRound(highs, hm, lp, bins, callbacks, {
    deadline: t0 + SEARCH_SHARE * limit * 1000,
    gapTarget,
    shouldStop: opts.shouldStop,
  });
  if (opts.shouldStop?.()) return { stats: stats(NaN, 0, false, false), bins, cancelled: true };
  const startGap = start?.objective !== undefined ? relativeGap(start.bound, start.objective) : Infinity;
  if (start?.fixed && startGap <= gapTarget)
    return { stats: stats(startGap, 0, false, true), bins, fixed: start.fixed };

  const left = Math.max(0.1, limit - (performance.now() - t0) / 1000);
  hm.options.set({ mip_rel_gap: gapTarget, time_limit: left, ...opts.highsOptions });
  if (start?.x) hm.setSolution({ colValue: start.x });
  hm.run(callbacks);
  const ms = hm.getModelStatus();
  if (ms === S.interrupted) return { stats: stats(NaN, 0, false, false), bins, cancelled: true };
  const timeLimited = ms === S.timeLimit || ms === S.iterationLimit;
  const nodes = Number(hm.info.get('mip_node_count'));
  const hasSolution = Number(hm.info.get('primal_solution_status')) === 2;
  if ((ms === S.optimal || timeLimited) && hasSolution) {
    const xv = hm.getSolution().colValue;
    // The relaxation's bound holds too (HiGHS answers an infinite gap when stopped before its root bound).
    const highsGap = Number(hm.info.get('mip_gap'));
    const gap = Math.min(
      Number.isNaN(highsGap) ? Infinity : highsGap,
      start ? relativeGap(start.bound, hm.getObjectiveValue()) : Infinity,
    );
    return {
      stats: stats(gap, nodes, timeLimited, false),
      bins,
      fixed: Float64Array.from(bins, (j) => Math.round(xv[j])),
    };
  }
  // No MIP solution in time: the rounded plan, with the relaxation's gap.
  if (timeLimited && start?.fixed) return { stats: stats(startGap, nodes, true, true), bins, fixed: start.fixed };
  return { stats: stats(Number(hm.info.get('mip_gap')), nodes, timeLimited, false), bins };
}
