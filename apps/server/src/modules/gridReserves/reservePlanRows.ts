import type { OptimizerModel, PlanResult } from '@penstock/optimizer';
import type { GridReservePlanTable } from '../../db/schema.js';

/**
 * One step of one reserve in a run's plan: what grid_reserve_plan keeps (its units and currency
 * there), the step start `ts` in UTC epoch ms.
 */
export type ReservePlanRow = Omit<GridReservePlanTable, 'run_id' | 'ts' | 'shortfall_price' | 'shortfall_cost'> & {
  ts: number;
  shortfall_price: number;
  shortfall_cost: number;
};

const at = (s: number | readonly (number | null)[] | undefined, i: number) => {
  const v = typeof s === 'number' ? s : s?.[i];
  return v === null || v === undefined || !Number.isFinite(v) ? 0 : v;
};

/**
 * The plan's reserves per step, for the steps each reserve is valid in. Revenue per step: the capacity
 * price (an obligation's sold price, an offer's price) times the held MW and the step's hours, plus the
 * activation compensation for the expected activated energy up and down (either direction is paid
 * for). The optimiser's own revenue counts offers' capacity only (an obligation's is earned whatever
 * the plan does); this is what the reserve earns.
 */
export function reservePlanRows(model: OptimizerModel, plan: PlanResult): ReservePlanRow[] {
  const byId = new Map((model.reserves ?? []).map((r) => [r.id, r]));
  const hours = model.stepSeconds / 3600;
  const out: ReservePlanRow[] = [];
  for (const p of plan.reserves ?? []) {
    const r = byId.get(p.id);
    if (!r) continue;
    for (let i = r.fromStep ?? 0; i < (r.toStep ?? model.steps); i++) {
      const held = p.held[i] ?? 0;
      const up = p.activatedUp[i] ?? 0;
      const down = p.activatedDown[i] ?? 0;
      out.push({
        grid_reserve_id: r.id,
        control_unit_id: r.unit,
        product_name: r.product,
        direction: r.direction,
        reserve_type: r.type,
        mode: r.mode,
        ts: model.start + i * model.stepSeconds * 1000,
        held_mw: held,
        shortfall_mw: p.shortfall[i] ?? 0,
        activated_mwh: p.activatedEnergy[i] ?? up - down,
        activated_up_mwh: up,
        activated_down_mwh: down,
        revenue: at(r.capacityPrice, i) * held * hours + r.activationCompensation * (up + down),
        shortfall_price: p.shortfallPrice,
        shortfall_cost: (p.shortfall[i] ?? 0) * p.shortfallPrice * hours,
      });
    }
  }
  return out;
}
