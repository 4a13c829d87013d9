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
  activated_mwh: number;
  /** capacity price x held MW x step hours + activation compensation x |activated MWh|, plant currency */
  revenue: number;
}

const at = (s: number | readonly (number | null)[] | undefined, i: number) => {
  const v = typeof s === 'number' ? s : s?.[i];
  return v === null || v === undefined || !Number.isFinite(v) ? 0 : v;
};

/**
 * The plan's reserves per step, for the steps each reserve is valid in. Revenue per step: the capacity
 * price (an obligation's sold price, an offer's price) times the held MW and the step's hours, plus the
 * activation compensation for the expected activated energy (either direction is paid for).
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
      const activated = p.activatedEnergy[i] ?? 0;
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
        activated_mwh: activated,
        revenue: at(r.capacityPrice, i) * held * hours + r.activationCompensation * Math.abs(activated),
      });
    }
  }
  return out;
}
