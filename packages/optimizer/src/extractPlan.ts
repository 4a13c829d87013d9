import type { Conflict, Lp } from './lp/lp.js';
import type { LpPart, ReadContext } from './lp/lpPart.js';
import { LP_PARTS } from './lpParts.js';
import { at } from './series.js';
import type { OptimizerModel, ReservoirPlan, UnitPlan } from './types.js';

export interface Extracted {
  units: UnitPlan[];
  reservoirs: ReservoirPlan[];
  revenue: number;
  penalty: number;
  /** Soft limits the plan breaks (allowed, but penalised). */
  softConflicts: Conflict[];
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
  for (const u of r.units) for (let t = 0; t < lp.T; t++) revenue += at(model.price, t) * u.power[t] * hours;
  return { units: r.units, reservoirs: r.reservoirs, revenue, penalty: r.penalty, softConflicts: r.softConflicts };
}
