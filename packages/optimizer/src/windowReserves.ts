import { appendAll } from '@penstock/domain';
import { reserveTotals, shortfallConflicts } from './parts/reserves/reserveTotals.js';
import { shortfallPenalty } from './parts/reserves/shortfallPenalty.js';
import type { Conflict } from './lp/lp.js';
import type { GridReserve, OptimizerModel, PlanResult, ReservePlan } from './types.js';

const cut = <S>(s: S, from: number, to: number): S => (Array.isArray(s) ? (s.slice(from, to) as unknown as S) : s);

/** The model's grid reserves in steps [from, to) as a window's own: validity and block offset moved to the window's start. */
export function sliceReserves(model: OptimizerModel, from: number, to: number): GridReserve[] | undefined {
  if (!model.reserves) return undefined;
  return model.reserves.flatMap((g) => {
    const f = Math.max(0, (g.fromStep ?? 0) - from),
      t = Math.min(to - from, (g.toStep ?? Infinity) - from);
    if (f >= t) return [];
    const bs = g.blockSteps;
    return [
      {
        ...g,
        mw: cut(g.mw, from, to),
        capacityPrice: cut(g.capacityPrice, from, to),
        blockOffset: ((((g.blockOffset ?? 0) - from) % bs) + bs) % bs,
        ...(g.blockStarts
          ? { blockStarts: g.blockStarts.map((s) => s - from).filter((s) => s > 0 && s < to - from) }
          : {}),
        fromStep: f,
        toStep: t,
      },
    ];
  });
}

const SERIES = ['held', 'shortfall', 'activatedEnergy', 'activatedUp', 'activatedDown'] as const;

/** Empty reserve plans, one per reserve of the model, for windows to append to. */
export function emptyReservePlans(model: OptimizerModel): ReservePlan[] {
  return (model.reserves ?? []).map((g) => ({
    id: g.id,
    unit: g.unit,
    product: g.product,
    direction: g.direction,
    held: [],
    shortfall: [],
    activatedEnergy: [],
    activatedUp: [],
    activatedDown: [],
    capacityRevenue: 0,
    activationRevenue: 0,
    revenue: 0,
    shortfallCost: 0,
    shortfallPrice: shortfallPenalty(model),
  }));
}

/** Appends the first n steps of a window's reserves (a reserve not valid in the window holds nothing there). */
export function appendReserves(into: ReservePlan[], window: PlanResult, n: number): void {
  for (const p of into) {
    const w = window.reserves?.find((x) => x.id === p.id);
    for (const k of SERIES) appendAll(p[k], w ? w[k].slice(0, n) : new Array<number>(n).fill(0));
  }
}

/** Money and messages of the whole horizon's reserves, counted on the kept steps as extractPlan counts them. */
export function reserveTotalsOver(
  model: OptimizerModel,
  plans: ReservePlan[],
): { revenue: number; penalty: number; conflicts: Conflict[] } {
  const hours = model.stepSeconds / 3600,
    penalty = shortfallPenalty(model);
  let revenue = 0,
    cost = 0;
  plans.forEach((p, gi) => {
    reserveTotals(model.reserves![gi], p, hours, penalty);
    revenue += p.revenue;
    cost += p.shortfallCost;
  });
  return { revenue, penalty: cost, conflicts: shortfallConflicts(model, plans) };
}
