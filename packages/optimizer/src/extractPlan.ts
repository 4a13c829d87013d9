import type { Conflict, Lp } from './lp/lp.js';
import type { LpPart, ReadContext } from './lp/lpPart.js';
import { LP_PARTS } from './lpParts.js';
import { at } from './series.js';
import type { OptimizerModel, ReservePlan, ReservoirPlan, UnitPlan } from './types.js';

export interface Extracted {
  units: UnitPlan[];
  reservoirs: ReservoirPlan[];
  revenue: number;
  penalty: number;
  /** Soft limits the plan breaks (allowed, but penalised). */
  softConflicts: Conflict[];
  /** Grid reserves (models with reserves): the plan's reserves and their revenue, EUR. */
  reserves?: ReservePlan[];
  reserveRevenue?: number;
}

/** Turns LP values and balance duals into plan series in model units: each part reads its own results. */
export function extractPlan(
  model: OptimizerModel,
  lp: Lp,
  colValue: Float64Array,
  rowDual: Float64Array,
  parts: readonly LpPart[] = LP_PARTS,
): Extracted {
  const r: ReadContext = { model, lp, colValue, rowDual, units: [], reservoirs: [], penalty: 0, softConflicts: [] };
  for (const p of parts) p.read?.(r);
  const hours = model.stepSeconds / 3600;
  let revenue = 0;
  // Market revenue: the power sold (with grid reserves, activation is paid by its compensation instead).
  for (const u of r.units) {
    const sold = u.scheduledPower ?? u.power;
    for (let t = 0; t < lp.T; t++) revenue += at(model.price, t) * sold[t] * hours;
  }
  const out: Extracted = {
    units: r.units,
    reservoirs: r.reservoirs,
    revenue,
    penalty: r.penalty,
    softConflicts: r.softConflicts,
  };
  if (r.reserves) {
    out.reserves = r.reserves;
    out.reserveRevenue = r.reserves.reduce((s, g) => s + g.revenue, 0);
  }
  return out;
}
