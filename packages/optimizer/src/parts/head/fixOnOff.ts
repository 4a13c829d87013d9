import { optAt } from '../../series.js';
import type { GeneralConstraint, OptimizerModel, PlanResult, Unit } from '../../types.js';

/** Does the unit take on/off decisions (running minima, start or stop costs)? */
export function decides(model: OptimizerModel, u: Unit): boolean {
  return (
    (u.runMinPower ?? 0) > 0 ||
    (u.runMinFlow ?? 0) > 0 ||
    (model.constraints ?? []).some((c) => c.target === u.id && (c.kind === 'START_COST' || c.kind === 'STOP_COST'))
  );
}

/** Does any unit of the model take on/off decisions? Without, one full iteration is all SHOP's full iterations give. */
export const takesOnOff = (model: OptimizerModel) => model.units.some((u) => decides(model, u));

const initiallyOn = (u: Unit): boolean | undefined =>
  u.initialOn ??
  (u.initialFlow !== undefined ? u.initialFlow > 0 : u.initialPower !== undefined ? u.initialPower !== 0 : undefined);

/**
 * The model with a plan's on/off decisions fixed (SHOP's incremental iterations): a pure LP where a
 * unit that was off stays at 0, a unit that was on runs at least its running minima, and its start and
 * stop costs are a constant (`switchCost`, EUR) instead of rows.
 */
export function fixOnOff(model: OptimizerModel, plan: PlanResult): { model: OptimizerModel; switchCost: number } {
  const cons: GeneralConstraint[] = [];
  const fixed = new Set<string>();
  const units = model.units.map((u, ui) => {
    if (!decides(model, u) || u.type === 'PUMP' || u.type === 'PUMP_TURBINE') return u;
    fixed.add(u.id);
    const on = runs(plan, ui);
    const fixedFlow = on.map((o, t) => (o ? optAt(u.fixedFlow, t) : 0));
    const minima: [GeneralConstraint['kind'], number | undefined][] = [
      ['MIN_POWER', u.runMinPower],
      ['MIN_DISCHARGE', u.runMinFlow],
    ];
    for (const [kind, v] of minima)
      if ((v ?? 0) > 0)
        cons.push({ id: `fixed on/off ${kind} ${u.id}`, kind, target: u.id, value: on.map((o) => (o ? v! : NaN)) });
    return {
      ...u,
      runMinPower: undefined,
      runMinFlow: undefined,
      fixedFlow: fixedFlow.map((v) => (Number.isNaN(v) ? null : v)),
    };
  });
  const kept = (model.constraints ?? []).filter(
    (c) => !(fixed.has(c.target) && (c.kind === 'START_COST' || c.kind === 'STOP_COST')),
  );
  return { model: { ...model, units, constraints: [...kept, ...cons] }, switchCost: switchCost(model, plan, fixed) };
}

/** The on/off decisions fixed by `fixOnOff`, by unit id. */
export function onPattern(model: OptimizerModel, plan: PlanResult): Record<string, boolean[]> {
  const out: Record<string, boolean[]> = {};
  model.units.forEach((u, ui) => {
    if (decides(model, u) && u.type !== 'PUMP' && u.type !== 'PUMP_TURBINE') out[u.id] = runs(plan, ui);
  });
  return out;
}

/** Steps a unit of the plan runs in (discharge above 1e-6 m3/s). */
const runs = (plan: PlanResult, ui: number) => plan.units[ui].discharge.map((q) => q > 1e-6);

/** Start and stop costs of a plan's on/off pattern (START_COST / STOP_COST constraints; `only` these units), EUR. */
export function switchCost(model: OptimizerModel, plan: PlanResult, only?: ReadonlySet<string>): number {
  const T = model.steps;
  const index = new Map(model.units.map((u, i) => [u.id, i]));
  let cost = 0;
  for (const c of model.constraints ?? []) {
    const ui = index.get(c.target);
    if (ui === undefined || (c.kind !== 'START_COST' && c.kind !== 'STOP_COST') || (only && !only.has(c.target)))
      continue;
    const on = runs(plan, ui);
    const init = initiallyOn(model.units[ui]);
    for (let t = c.fromStep ?? 0; t < (c.toStep ?? T); t++) {
      const before = t === 0 ? init : on[t - 1];
      if (before === undefined) continue;
      const switched = c.kind === 'START_COST' ? on[t] && !before : !on[t] && before;
      if (switched) cost += Math.max(0, optAt(c.value, t) || 0);
    }
  }
  return cost;
}
