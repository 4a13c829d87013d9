import { maxOf } from '@penstock/domain';
import type { OptimizerModel, PlanResult } from '@penstock/optimizer';

/**
 * Log lines of a run on its grid reserves: what each held and earned, and every obligation the plan
 * could not hold in full, with where, how much and the penalty paid (the cause and price of the
 * violation the Violations screen lists).
 */
export function reserveRunLines(model: OptimizerModel, plan: PlanResult): string[] {
  const byId = new Map((model.reserves ?? []).map((r) => [r.id, r]));
  const stepH = model.stepSeconds / 3600;
  const at = (i: number) => new Date(model.start + i * model.stepSeconds * 1000).toISOString();
  return (plan.reserves ?? []).flatMap((p) => {
    const label = byId.get(p.id)?.label ?? p.id;
    const mwh = p.held.reduce((s, h) => s + h * stepH, 0);
    const lines = [
      `grid reserve ${label}: ${mwh.toFixed(1)} MWh of capacity held, revenue ${p.revenue.toFixed(2)} EUR`,
    ];
    const short = p.shortfall.map((s, i) => [s, i] as const).filter(([s]) => s > 1e-6);
    if (short.length)
      lines.push(
        `grid reserve ${label}: obligation not held in ${short.length} steps from ${at(short[0][1])} (up to ${maxOf(short.map(([s]) => s)).toFixed(1)} MW short), penalty ${p.shortfallCost.toFixed(2)} EUR`,
      );
    return lines;
  });
}
