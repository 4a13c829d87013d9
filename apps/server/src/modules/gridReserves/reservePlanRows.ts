import type { OptimizerModel, PlanResult } from '@penstock/optimizer';

/** One step of one reserve in a run's plan (what grid_reserve_plan keeps). */
export interface ReservePlanRow {
  grid_reserve_id: string;
  control_unit_id: string;
  product_name: string;
  direction: string;
  reserve_type: string;
  mode: string;
  /** step start, UTC epoch ms */
  ts: number;
  held_mw: number;
  shortfall_mw: number;
  /** net expected activated energy, MWh (upward positive; symmetric: 0) */
  activated_mwh: number;
  /** expected activated energy upward and downward, MWh (both >= 0) */
  activated_up_mwh: number;
  activated_down_mwh: number;
  /** capacity price x held MW x step hours + activation compensation x activated MWh up and down, plant currency */
  revenue: number;
  /** the run's price of a MW not held for an hour, and this step's shortfall cost (plant currency) */
  shortfall_price: number;
  shortfall_cost: number;
}

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
