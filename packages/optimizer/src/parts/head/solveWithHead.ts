import type { Basis, Highs } from 'highs';
import { checkPlan } from '../../checkPlan.js';
import { DEFAULT_MIP_GAP } from '../../solveOnOff.js';
import { solveLp } from '../../solveLp.js';
import type { SolverOptions } from '../../solveOptions.js';
import type { HeadIteration, HeadPoint, OptimizerModel, PlanResult } from '../../types.js';
import { fixOnOff, onPattern, takesOnOff } from './fixOnOff.js';
import { keepLimits } from './keepLimits.js';
import { headTermValue } from './headLinearise.js';
import { headSeats } from './headTopology.js';
import { planHeads, planPoint, valueAtHead } from './headValue.js';
import { pumpsWithHead, withPumpFactors } from './pumpHead.js';

/**
 * How closely a plan's physical power must keep its limits to count as keeping them (relative, as
 * checkPlan's): checkPlan's own default, so the plan kept passes it. The ramps are linearised to first
 * order around the previous plan, so the last digits take one iteration, not many.
 */
const LIMIT_TOLERANCE = 1e-6;

/**
 * HiGHS options of the iterations' pure LPs (measured on the 8-reservoir cascade over a week): presolve,
 * which HiGHS skips anyway once a basis is set, cost the first LP 40 % of its time and saved no simplex
 * iteration. The incremental LPs run unscaled: HiGHS's scaling of their matrix (the ramps' first-order
 * terms, the head's price on the contents) took the first of them 725 simplex iterations from the full
 * LP's basis, unscaled 388 (the next 84, unscaled 49; from no basis 2741 and 1813), to the same optimum;
 * the full LP's iterations do not change with it. From the second incremental iteration on the basis is
 * near its optimum: Devex pricing, as HiGHS itself picks for a near-optimal start, instead of exact
 * steepest-edge weights (half the time).
 */
const LP_OPTIONS = { presolve: 'off' };
const FIRST_INCREMENTAL_OPTIONS = { ...LP_OPTIONS, simplex_scale_strategy: 0 };
const LATER_LP_OPTIONS = { ...FIRST_INCREMENTAL_OPTIONS, simplex_dual_edge_weight_strategy: 1 };

/** Does a plan keep every limit at its physical power (checkPlan checks head units' p_max too)? */
const keepsLimits = (model: OptimizerModel, plan: PlanResult) => !checkPlan(model, plan, LIMIT_TOLERANCE).length;

/**
 * An iteration's plan valued at its own head with the discharge cut where the physics gives more than
 * p_max and its ramps repaired where the physics ramps faster than allowed (keepLimits), and whether it
 * keeps every limit there: the plan a run may keep. Should the ramp repairs break another limit, the plan
 * with p_max alone kept. The next iteration is still linearised at the unrepaired plan.
 */
function keptAtHead(
  model: OptimizerModel,
  seats: ReturnType<typeof headSeats>,
  lin: PlanResult,
  lpModel: OptimizerModel,
  valued: { plan: PlanResult; heads: Record<string, number[]> },
) {
  const kept = (ramps: boolean) => {
    const k = keepLimits(model, seats, lin, ramps);
    const v = k.cuts || k.ramps ? valueAtHead(model, seats, k.plan, lpModel) : valued;
    return { ...v, ...k, plan: v.plan, ok: keepsLimits(model, v.plan) };
  };
  const withRamps = kept(true);
  return withRamps.ok || !withRamps.ramps ? withRamps : kept(false);
}

/** Sees an iteration of the head model with its LP model (for export) and its LP's plan. */
export type HeadIterationHook = (it: HeadIteration, lpModel: OptimizerModel, lpPlan: PlanResult) => void;

/** Is any unit of the model on the head model? */
export const hasHeadModel = (model: OptimizerModel) =>
  (!!model.plants?.length && model.units.some((u) => u.turbEffCurves?.length)) || model.units.some(pumpsWithHead);

const largestChange = (a: Record<string, number[]>, b: Record<string, number[]>) => {
  let m = 0;
  for (const id of Object.keys(a)) a[id].forEach((h, t) => (m = Math.max(m, Math.abs(h - b[id][t]))));
  return m;
};

/**
 * Successive linearisation of the head model, as SHOP does it: `fullIterations` LPs with the on/off
 * decisions free ("full", each a MIP through solveLp), then LPs with the last full plan's on/off
 * decisions fixed ("incremental"), each linearised at the previous plan's levels and flows (in discharge
 * and, through dP/dH dLevel/dContent, in the upstream content), until the plan's value at its own head
 * changes by less than `tolerance` (relative). The plan returned is the best at its own head of all
 * iterations: its power what the physics gives for its flows and levels,
 * its objective that value; its water values are the duals of its own LP. `onIteration` sees each iteration with its LP model (for export) and its LP's plan.
 */
export function solveWithHead(
  highs: Highs,
  model: OptimizerModel,
  opts: SolverOptions & { onIteration?: HeadIterationHook } = {},
): PlanResult {
  const seats = headSeats(model);
  // Full iterations settle the on/off decisions: a model without any needs one.
  const full = takesOnOff(model) ? Math.max(1, model.head?.fullIterations ?? 3) : 1;
  const maxIncremental = model.head?.maxIncrementalIterations ?? 10;
  // Finer than a tenth of the on/off decisions' own gap target buys nothing (0.01 % of the value).
  const tol = model.head?.tolerance ?? DEFAULT_MIP_GAP / 10;
  const iterations: HeadIteration[] = [];
  let point: HeadPoint | undefined;
  // The first LP is linearised at the start levels without flow.
  let heads = planHeads(model, seats, undefined);
  let last: PlanResult | undefined;
  let lastValued: PlanResult | undefined;
  let bestFull: { plan: PlanResult; valued: PlanResult; heads: Record<string, number[]> } | undefined;
  let best:
    | {
        plan: PlanResult;
        lin: number;
        heads: Record<string, number[]>;
        ok: boolean;
        cuts: number;
        kept: number;
        ramps: number;
      }
    | undefined;
  let base = model;
  let switchCost = 0;
  let on: Record<string, boolean[]> | undefined;
  let basis: Basis | undefined;
  for (let i = 0; i < full + maxIncremental; i++) {
    const kind = i < full ? 'full' : 'incremental';
    if (i === full) {
      // Incremental iterations start from the best full plan at its own head: its on/off decisions, its point.
      ({ model: base, switchCost } = fixOnOff(model, bestFull!.plan));
      on = onPattern(model, bestFull!.plan);
      point = planPoint(model, bestFull!.plan);
      lastValued = bestFull!.valued;
      heads = bestFull!.heads;
    }
    // Head pumps draw the power per flow of the previous plan's pumping at its levels.
    const lpModel: OptimizerModel = withPumpFactors({ ...base, headPoint: point && { ...point, on } }, point, last);
    // Iterations' LPs have one shape (only coefficients move): a pure LP starts from its predecessor's basis.
    const plan = solveLp(highs, lpModel, opts, {
      start: basis,
      keep: (b) => (basis = b),
      options: i > full ? LATER_LP_OPTIONS : i === full ? FIRST_INCREMENTAL_OPTIONS : LP_OPTIONS,
    });
    if (plan.status !== 'OPTIMAL') return last && lastValued ? lastValued : plan;
    // Incremental LPs have no switch rows: their start and stop costs are the fixed plan's constant.
    const cost = kind === 'incremental' ? switchCost : 0;
    // The head terms are in the LP's objective but in neither revenue nor terminal value.
    const head = headTermValue(lpModel, seats, plan);
    const lin = {
      ...plan,
      objective: plan.objective - cost,
      penalty: plan.penalty + cost,
      terminalValue: plan.terminalValue - head,
    };
    const valued = valueAtHead(model, seats, lin, lpModel);
    const it: HeadIteration = {
      kind,
      objective: lin.objective,
      physicalObjective: valued.plan.objective,
      maxHeadChange: largestChange(valued.heads, heads),
    };
    iterations.push(it);
    opts.onIteration?.(it, lpModel, plan);
    const prev = lastValued?.objective;
    last = lin;
    lastValued = valued.plan;
    heads = valued.heads;
    if (kind === 'full' && (!bestFull || valued.plan.objective > bestFull.valued.objective))
      bestFull = { plan, valued: valued.plan, heads: valued.heads };
    // The plan kept: the best at its own head of those whose physical power keeps every limit (checkPlan),
    // else the best of all (each is a feasible plan of its LP).
    const kept = keptAtHead(model, seats, lin, lpModel, valued);
    const ok = kept.ok;
    if (!best || (ok && !best.ok) || (ok === best.ok && kept.plan.objective > best.plan.objective))
      best = {
        plan: kept.plan,
        lin: lin.objective,
        heads: kept.heads,
        ok,
        cuts: kept.cuts,
        kept: kept.kept,
        ramps: kept.ramps,
      };
    // Full iterations settle on/off at the LP power; the incremental ones bind limits at the physical power (head part).
    point = planPoint(model, plan);
    // Converged: the value moves less than the tolerance and the plan keeps its limits at the physical power.
    if (
      kind === 'incremental' &&
      ok &&
      prev !== undefined &&
      Math.abs(valued.plan.objective - prev) <= tol * Math.abs(prev)
    )
      break;
  }
  const messages = [
    ...best!.plan.messages,
    ...(best!.cuts
      ? [
          `Head model: discharge cut at ${best!.cuts} unit step(s) where the physics at the plan's own head gave more than p_max ` +
            `(the water kept upstream at ${best!.kept} of them, spilled at the others)`,
        ]
      : []),
    ...(best!.ramps
      ? [
          `Head model: discharge changed at ${best!.ramps} unit step(s) where the physics at the plan's own head ramped faster than the unit's ramp limit`,
        ]
      : []),
  ];
  return {
    ...best!.plan,
    messages,
    head: { iterations, linearisedObjective: best!.lin, netHead: best!.heads },
  };
}
