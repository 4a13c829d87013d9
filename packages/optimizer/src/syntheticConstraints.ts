import { maxOf } from '@penstock/domain';
import type { GeneralConstraint, OptimizerModel } from './types.js';

/**
 * The constraints benchmark's 40 constraints on a synthetic cascade (bench/constraints.bench.ts): per
 * turbine a start cost, a stop cost, a night residual flow (22-05, a tenth of its largest flow, below
 * its technical minimum) and a flow ramp; per reservoir a content floor at half its start content.
 * Limits scale with each unit's curve; power caps at 90 % fill the list up to 40.
 */
export function syntheticConstraints(model: OptimizerModel): OptimizerModel {
  const night = Array.from({ length: model.steps }, (_, i) => (i % 24 >= 22 || i % 24 < 6 ? 1 : 0));
  const each = (v: number, mask?: number[]) =>
    Array.from({ length: model.steps }, (_, i) => (mask && !mask[i] ? null : v));
  const out: GeneralConstraint[] = [];
  const turbines = model.units.filter((u) => u.type === 'TURBINE' || u.type === 'PUMP_TURBINE');
  for (const [i, u] of turbines.entries()) {
    // the unit's largest flow and power: its curve's last point (the synthetic units give no qMax/pMax)
    const qMax = u.qMax ?? maxOf((u.curve ?? []).map((p) => p.q));
    out.push({ id: `start-${u.id}`, kind: 'START_COST', target: u.id, value: each(2000 + 100 * i), tier: 'tactical' });
    out.push({ id: `stop-${u.id}`, kind: 'STOP_COST', target: u.id, value: each(1000), tier: 'tactical' });
    out.push({
      id: `resid-${u.id}`,
      kind: 'MIN_DISCHARGE',
      target: u.id,
      value: each(0.1 * qMax, night),
      tier: 'regulatory',
    });
    out.push({ id: `ramp-${u.id}`, kind: 'RAMP_FLOW_UP', target: u.id, value: each(0.5 * qMax), tier: 'regulatory' });
  }
  for (const r of model.reservoirs) {
    const c0 = r.initialContent;
    out.push({ id: `min-${r.id}`, kind: 'MIN_CONTENT', target: r.id, value: each(0.5 * c0), tier: 'regulatory' });
  }
  for (let i = 0; out.length < 40; i++) {
    const u = turbines[i % turbines.length];
    out.push({
      id: `cap-${u.id}-${i}`,
      kind: 'MAX_POWER',
      target: u.id,
      value: each(0.9 * (u.pMax ?? maxOf((u.curve ?? []).map((p) => p.p)))),
      tier: 'physical',
    });
  }
  return { ...model, constraints: out.slice(0, 40) };
}
