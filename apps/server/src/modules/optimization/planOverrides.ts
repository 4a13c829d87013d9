import type { OptimizerModel } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { maxOf } from '@penstock/domain';
import { overridesFor, storedPlanSeries } from '../series/index.js';

/** One operator plan override the run fixed, as recorded in the run's inputs snapshot. */
export interface AppliedOverride {
  control_unit_id: string;
  quantity: 'power' | 'discharge';
  /** First model step it fixes and how many steps (a coarser series' cell covers several). */
  step: number;
  steps: number;
  /** UTC epoch ms of the override cell's start. */
  ts: number;
  value: number;
  override_by: string;
}

export interface PlanOverrideResult {
  applied: AppliedOverride[];
  /** Number of (unit, step) values fixed: fixedPower plus fixedFlow entries. */
  fixedValues: number;
  notes: string[];
}

/**
 * Operators' plan overrides become fixed values of the optimiser (issue 5: "overrides are fixed
 * values for the optimiser"). Sets `fixedPower` / `fixedFlow` on the model's units in place.
 *
 * Why this shape:
 * - Source: the live overrides (deleted_at null) of each unit's stored power and discharge PLAN
 *   series, the newest version with run_id null: the series the overrides module writes to. Run
 *   plans (run_id set) are outputs and are never read back.
 * - Grid: a series cell [ts, ts + resolution) and a model step [start + i step, + step) are both
 *   means over their interval. A cell as long as or longer than a step fixes every step it covers
 *   (a day's mean power fixes each hour of it). Shorter cells (15-minute overrides on an hourly
 *   model) fix a step only when every cell of the step is overridden, at their mean; a partly
 *   overridden step cannot be expressed on the coarser grid, so it stays free and the log says so.
 * - Power: MW, negative = pumping, exactly the optimiser's `fixedPower`.
 * - Discharge: the stored plan is net (turbine discharge minus pumped flow, as storePlan writes it).
 *   Turbines and gates: `fixedFlow` = the value. Pumps: the optimiser's `fixedFlow` is the pumped flow,
 *   so the sign flips. Pump turbines: `fixedFlow` is the turbine discharge, so a value >= 0 fixes it;
 *   a negative value (pumping) or zero is fixed through power (pumped flow x MW per m3/s, or 0 MW),
 *   unless the operator also fixed the power of that step, which then governs.
 * Values that contradict the unit's limits are kept as given: the optimiser answers with an
 * infeasibility message in the operator's words and the run fails with it.
 */
export async function applyPlanOverrides(db: Executor, model: OptimizerModel): Promise<PlanOverrideResult> {
  const units = model.units;
  const stepMs = model.stepSeconds * 1000;
  const start = model.start;
  const end = start + model.steps * stepMs;
  const notes: string[] = [];
  if (!units.length) return { applied: [], fixedValues: 0, notes };

  const series = await storedPlanSeries(
    units.map((u) => u.id),
    ['power', 'discharge'] as const,
    db,
  );
  if (!series.length) return { applied: [], fixedValues: 0, notes };
  const longest = maxOf(series.map((s) => s.resolution_seconds)) * 1000;
  // A cell that starts before the horizon may still cover its first steps.
  const overrides = await overridesFor(
    series.map((s) => s.id),
    start - longest + 1,
    end,
    db,
  );
  const byId = new Map(series.map((s) => [s.id, s]));

  // Per unit and quantity: the fixed value of each step (null where the optimiser decides).
  const grid = new Map<string, (number | null)[]>();
  const applied: AppliedOverride[] = [];
  let partial = 0;
  const cellsOf = new Map<number, typeof overrides>();
  for (const o of overrides) cellsOf.set(o.series_id, [...(cellsOf.get(o.series_id) ?? []), o]);
  for (const [sid, cells] of cellsOf) {
    const s = byId.get(sid)!;
    const res = s.resolution_seconds * 1000;
    const values: (number | null)[] = new Array(model.steps).fill(null);
    if (res >= stepMs) {
      for (const c of cells) {
        const first = Math.max(0, Math.ceil((c.ts - start) / stepMs));
        const last = Math.min(model.steps, Math.floor((c.ts + res - start) / stepMs)); // exclusive
        if (last <= first) continue;
        for (let i = first; i < last; i++) values[i] = c.value;
        applied.push({
          control_unit_id: s.control_unit_id,
          quantity: s.quantity,
          step: first,
          steps: last - first,
          ts: c.ts,
          value: c.value,
          override_by: c.override_by,
        });
      }
    } else {
      const perStep = Math.round(stepMs / res);
      const inStep = new Map<number, typeof cells>();
      for (const c of cells) {
        const i = Math.floor((c.ts - start) / stepMs);
        if (i >= 0 && i < model.steps) inStep.set(i, [...(inStep.get(i) ?? []), c]);
      }
      for (const [i, cs] of inStep) {
        if (cs.length < perStep) {
          partial++;
          continue;
        }
        values[i] = cs.reduce((a, c) => a + c.value, 0) / cs.length;
        for (const c of cs)
          applied.push({
            control_unit_id: s.control_unit_id,
            quantity: s.quantity,
            step: i,
            steps: 1,
            ts: c.ts,
            value: c.value,
            override_by: c.override_by,
          });
      }
    }
    grid.set(`${s.control_unit_id}\u0000${s.quantity}`, values);
  }

  let fixedValues = 0;
  for (const u of units) {
    const power = grid.get(`${u.id}\u0000power`);
    const discharge = grid.get(`${u.id}\u0000discharge`);
    if (!power && !discharge) continue;
    const fixedPower: (number | null)[] = new Array(model.steps).fill(null);
    const fixedFlow: (number | null)[] = new Array(model.steps).fill(null);
    for (let i = 0; i < model.steps; i++) {
      const p = u.type === 'GATE' ? null : (power?.[i] ?? null);
      const q = discharge?.[i] ?? null;
      if (p !== null) fixedPower[i] = p;
      if (q === null) continue;
      if (u.type === 'PUMP') fixedFlow[i] = -q;
      else if (u.type === 'PUMP_TURBINE' && q <= 0) {
        if (p === null) fixedPower[i] = q * (u.pumpPowerPerFlow ?? 0); // pumped flow -q at the unit's MW per m3/s; 0 for 0
        if (q === 0) fixedFlow[i] = 0;
      } else fixedFlow[i] = q;
    }
    const nP = fixedPower.filter((v) => v !== null).length;
    const nQ = fixedFlow.filter((v) => v !== null).length;
    if (nP) u.fixedPower = fixedPower;
    if (nQ) u.fixedFlow = fixedFlow;
    fixedValues += nP + nQ;
    if (nP || nQ) notes.push(`${u.name ?? u.id}: ${nP} power and ${nQ} discharge values fixed by plan overrides`);
  }
  if (partial)
    notes.push(
      `plan overrides: ${partial} step(s) only partly overridden at a finer resolution are left to the optimiser`,
    );
  notes.unshift(`plan overrides: ${fixedValues} fixed value(s) applied from ${applied.length} live override(s)`);
  return { applied, fixedValues, notes };
}
