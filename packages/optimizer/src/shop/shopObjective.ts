import { switchCost } from '../parts/head/fixOnOff.js';
import type { OptimizerModel, PlanResult } from '../types.js';

/** A plan's objective split as SHOP reports it (signs as SHOP minimises: income and end value negative), EUR. */
export interface ShopObjective {
  marketSaleBuy: number;
  rsvEndValue: number;
  startupCosts: number;
  /** Spill and soft-limit penalties Penstock charges (SHOP's grand total has none here). */
  penalties: number;
  grandTotal: number;
}

export function shopObjective(model: OptimizerModel, plan: PlanResult): ShopObjective {
  const marketSaleBuy = -plan.revenue;
  let end = 0;
  model.reservoirs.forEach((r, i) => {
    const c = plan.reservoirs[i].content;
    end += (r.terminalWaterValue ?? 0) * c[c.length - 1];
  });
  const startupCosts = switchCost(model, plan);
  const penalties = plan.revenue + plan.terminalValue - plan.objective - startupCosts;
  return {
    marketSaleBuy,
    rsvEndValue: -end,
    startupCosts,
    penalties,
    grandTotal: marketSaleBuy - end + startupCosts,
  };
}
