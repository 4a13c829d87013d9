import { maxOf } from '@penstock/domain';
import type { Highs } from 'highs';
import { optAt } from './series.js';
import { solvePlan, type SolvePlanOptions } from './solvePlan.js';
import { solvePlanInThread, type PlanOptions } from './solvePlanInThread.js';
import type { GridReserve, OptimizerModel, PlanResult, ReserveOpportunityCost } from './types.js';

/** The model with `extra` held as one more obligation (whatever its mode: the question is what holding it costs). */
export function withExtraReserve(model: OptimizerModel, extra: GridReserve): OptimizerModel {
  return { ...model, reserves: [...(model.reserves ?? []), { ...extra, mode: 'included' }] };
}

/** MW x hours the obligation asks for over its steps. */
function obligationMwHours(model: OptimizerModel, extra: GridReserve): number {
  const hours = model.stepSeconds / 3600;
  const from = Math.max(0, extra.fromStep ?? 0),
    to = Math.min(model.steps, extra.toStep ?? model.steps);
  let sum = 0;
  for (let t = from; t < to; t++) {
    const mw = optAt(extra.mw, t);
    if (mw > 0) sum += mw * hours;
  }
  return sum;
}

/** Compares the two plans (see reserveOpportunityCost). */
export function compareReservePlans(
  model: OptimizerModel,
  extra: GridReserve,
  without: PlanResult,
  withIt: PlanResult,
): ReserveOpportunityCost {
  const mwHours = obligationMwHours(model, extra);
  const status = without.status !== 'OPTIMAL' ? without.status : withIt.status;
  const cost = without.objective - withIt.objective;
  const mine = withIt.reserves?.find((r) => r.id === extra.id);
  return {
    status,
    objectiveWithout: without.objective,
    objectiveWith: withIt.objective,
    cost,
    mwHours,
    costPerMwHour: mwHours > 0 ? cost / mwHours : NaN,
    shortfall: mine ? Math.max(0, maxOf(mine.shortfall)) : NaN,
    gapWithout: without.stats.mip?.gap ?? 0,
    gapWith: withIt.stats.mip?.gap ?? 0,
    messages: withIt.messages,
  };
}

/**
 * Opportunity cost of holding one more grid reserve obligation (the server's grid-reserve-costs, spec 2
 * section 7): the objective without and with `extra` (held as an obligation), each by its own solve; the
 * difference in EUR and per MW and hour is the capacity price that pays for holding it. Solves in
 * pooled worker threads, one after the other.
 */
export async function reserveOpportunityCost(
  model: OptimizerModel,
  extra: GridReserve,
  opts: SolvePlanOptions = {},
): Promise<ReserveOpportunityCost> {
  const without = await solvePlan(model, opts);
  const withIt = await solvePlan(withExtraReserve(model, extra), opts);
  return compareReservePlans(model, extra, without, withIt);
}

/** The same on the calling thread with a loaded HiGHS. */
export function reserveOpportunityCostInThread(
  highs: Highs,
  model: OptimizerModel,
  extra: GridReserve,
  opts: PlanOptions = {},
): ReserveOpportunityCost {
  const without = solvePlanInThread(highs, model, opts);
  const withIt = solvePlanInThread(highs, withExtraReserve(model, extra), opts);
  return compareReservePlans(model, extra, without, withIt);
}
