import type { Conflict } from '../../lp/lp.js';
import { fmt } from '../../lp/limits.js';
import { optAt } from '../../series.js';
import type { GridReserve, OptimizerModel, ReservePlan } from '../../types.js';

/** Fills a reserve plan's money from its series: capacity revenue, activation compensation, the shortfall's penalty (EUR). */
export function reserveTotals(g: GridReserve, p: ReservePlan, hours: number, penalty: number): void {
  let capacity = 0,
    activation = 0,
    shortfall = 0;
  for (let t = 0; t < p.held.length; t++) {
    const price = g.mode === 'additional' ? optAt(g.capacityPrice, t) : NaN;
    if (!Number.isNaN(price)) capacity += price * p.held[t] * hours;
    activation += g.activationCompensation * (p.activatedUp[t] + p.activatedDown[t]);
    shortfall += p.shortfall[t] * penalty * hours;
  }
  p.capacityRevenue = capacity;
  p.activationRevenue = activation;
  p.revenue = capacity + activation;
  p.shortfallCost = shortfall;
}

/** One operator message per obligation the plan cannot hold in full (merged over consecutive steps by groupConflicts). */
export function shortfallConflicts(model: OptimizerModel, plans: readonly ReservePlan[]): Conflict[] {
  const out: Conflict[] = [];
  plans.forEach((p, gi) => {
    const g = model.reserves![gi];
    let worst = 0;
    for (const s of p.shortfall) worst = Math.max(worst, s);
    if (!(worst > 1e-6)) return;
    const text = `Grid reserve ${g.label ?? `${g.product} on unit ${g.unit}`} cannot be held in full at {time}: up to ${fmt(worst)} MW short, penalty ${fmt(p.shortfallCost)} EUR`;
    p.shortfall.forEach((s, t) => {
      if (s > 1e-6)
        out.push({ key: `reserve:${g.id}`, step: t, time: model.start + t * model.stepSeconds * 1000, text });
    });
  });
  return out;
}
