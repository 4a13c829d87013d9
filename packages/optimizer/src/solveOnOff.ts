import type { Highs, HighsCallbackMap, Model } from 'highs';
import type { Lp } from './buildLp.js';
import { relaxAndRound, relativeGap } from './mipStart.js';
import type { SolverOptions } from './solveOptions.js';
import type { PlanResult } from './types.js';
import { threadCpuMs } from './threadCpu.js';
import { WorkBudget } from './workBudget.js';

export const DEFAULT_MIP_GAP = 0.001;
// Work, not time (DESIGN.md section 8): simplex iterations of the relaxation, the roundings, the search
// and branch and cut together. Measured on the 1-week 8-reservoir cascade with 40 constraints
// (bench/constraints.bench.ts) and the demo plants; see packages/optimizer/README.md, "Solving".
export const DEFAULT_MIP_WORK = 60_000;

/**
 * Branch and cut from the relaxation-based plan: its job is mostly to prove the bound, so HiGHS' sub-MIP
 * heuristics (RINS, RENS, root reduced cost) stay off. Measured on seed 3 of the constraints benchmark:
 * they took 26 of 30 s of CPU and found nothing better than the plan they were given. The primal
 * heuristics that look for a first plan (feasibility jump, shifting, ZI round) stay off too: a plan is
 * given; without them branch and cut took 8-15 % less CPU on seeds 1, 3 and 4, with the same gaps.
 */
const PROVE_OPTIONS = {
  mip_heuristic_run_rins: false,
  mip_heuristic_run_rens: false,
  mip_heuristic_run_root_reduced_cost: false,
  mip_heuristic_run_feasibility_jump: false,
  mip_heuristic_run_shifting: false,
  mip_heuristic_run_zi_round: false,
};

/** Share of the work the search over the relaxation's fractional runs may take; branch and cut gets the rest. */
const SEARCH_SHARE = 0.5;

export interface OnOffResult {
  stats: NonNullable<PlanResult['stats']['mip']>;
  /** Binary columns (sorted) and the on/off plan to fix them to; absent when none was found. */
  bins: Int32Array;
  fixed?: Float64Array;
  cancelled?: boolean;
}

/**
 * The on/off decisions of a MIP model: relax-and-round first (often already proven within the gap by
 * the relaxation's bound), improved by the search over the relaxation's fractional runs until it hands
 * over (near the bound, or a sweep gains little: see searchRuns; or SEARCH_SHARE of the work is spent), then, only if the gap is not yet closed,
 * HiGHS' branch and cut from that plan until the gap or the rest of the work budget. The plan kept is
 * the better of branch and cut's and the relaxation-based one, so it is never worse than the latter.
 */
export function solveOnOff(
  highs: Highs,
  hm: Model,
  lp: Lp,
  opts: SolverOptions,
  callbacks?: HighsCallbackMap,
): OnOffResult {
  const S = highs.constants.modelStatus;
  const t0 = performance.now();
  const bins = Int32Array.from(lp.cons.binaries).sort();
  const gapTarget = opts.mipGap ?? DEFAULT_MIP_GAP;
  const budget = new WorkBudget(opts.mipWork ?? DEFAULT_MIP_WORK);
  let branchAndCut = 0;
  const stats = (gap: number, nodes: number, budgetSpent: boolean, rounded: boolean) => ({
    binaries: bins.length,
    gap,
    ms: performance.now() - t0,
    nodes,
    budgetSpent,
    rounded,
    targetGap: gapTarget,
    work: budget.used,
    workLimit: budget.limit,
    ...(start ? { phaseCpuMs: { ...start.cpuMs, branchAndCut } } : {}),
  });

  const start = relaxAndRound(
    highs,
    hm,
    lp,
    bins,
    callbacks,
    { work: SEARCH_SHARE * budget.limit, gapTarget, shouldStop: opts.shouldStop },
    budget,
  );
  if (opts.shouldStop?.()) return { stats: stats(NaN, 0, false, false), bins, cancelled: true };
  const startGap = start?.objective !== undefined ? relativeGap(start.bound, start.objective) : Infinity;
  if (start?.fixed && startGap <= gapTarget)
    return { stats: stats(startGap, 0, false, true), bins, fixed: start.fixed };

  // Branch and cut until the gap or the work left; its LP iterations are counted at its interrupt points.
  const left = budget.left;
  let spent = false,
    mipWork = 0;
  const onMip: HighsCallbackMap = {
    ...callbacks,
    [highs.constants.callbackType.mipInterrupt]: (e) => {
      mipWork = Math.max(mipWork, Number(e.data.mip_total_lp_iterations ?? 0));
      if (opts.shouldStop?.()) e.interrupt();
      else if (mipWork >= left) {
        spent = true;
        e.interrupt();
      }
      return undefined;
    },
  };
  hm.options.set({ mip_rel_gap: gapTarget, ...(start?.x ? PROVE_OPTIONS : {}), ...opts.highsOptions });
  if (start?.x) hm.setSolution({ colValue: start.x });
  const cpu0 = threadCpuMs();
  hm.run(onMip);
  branchAndCut = threadCpuMs() - cpu0;
  const ms = hm.getModelStatus();
  budget.used += mipWork;
  if (ms === S.interrupted && !spent) return { stats: stats(NaN, 0, false, false), bins, cancelled: true };
  const budgetSpent = spent || ms === S.timeLimit || ms === S.iterationLimit;
  const nodes = Number(hm.info.get('mip_node_count'));
  const hasSolution = Number(hm.info.get('primal_solution_status')) === 2;
  const objective = hasSolution ? hm.getObjectiveValue() : -Infinity;
  if ((ms === S.optimal || budgetSpent) && hasSolution && objective >= (start?.objective ?? -Infinity)) {
    const xv = hm.getSolution().colValue;
    // The relaxation's bound holds too (HiGHS answers an infinite gap when stopped before its root bound).
    const highsGap = Number(hm.info.get('mip_gap'));
    const gap = Math.min(
      Number.isNaN(highsGap) ? Infinity : highsGap,
      start ? relativeGap(start.bound, objective) : Infinity,
    );
    return {
      stats: stats(gap, nodes, budgetSpent, false),
      bins,
      fixed: Float64Array.from(bins, (j) => Math.round(xv[j])),
    };
  }
  // Branch and cut found nothing better: the relaxation-based plan, with the best bound known.
  if (start?.fixed && start.objective !== undefined) {
    const dual = Number(hm.info.get('mip_dual_bound'));
    const bound = Number.isFinite(dual) ? Math.min(dual, start.bound) : start.bound;
    return { stats: stats(relativeGap(bound, start.objective), nodes, budgetSpent, true), bins, fixed: start.fixed };
  }
  return { stats: stats(Number(hm.info.get('mip_gap')), nodes, budgetSpent, false), bins };
}
