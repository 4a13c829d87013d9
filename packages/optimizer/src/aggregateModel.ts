import { optAt } from './series.js';
import type { GeneralConstraint, OptimizerModel, OptionalStepSeries, StepSeries } from './types.js';
import { maxOf } from '@penstock/domain';

/**
 * A coarse copy of the model with `k` steps merged into one: flows, prices and availability averaged,
 * limits taken at each block's end, delays rounded to blocks; ramps, fixed values and unit
 * constraints left out. Only used to value water at window ends of a long horizon.
 */
export function aggregateModel(model: OptimizerModel, k: number): OptimizerModel {
  const T = model.steps,
    B = Math.ceil(T / k);
  const blocks = Array.from({ length: B }, (_, b) => [b * k, Math.min(T, (b + 1) * k)] as const);
  const mean = (s: StepSeries): StepSeries => {
    if (typeof s === 'number') return s;
    return blocks.map(([f, t]) => {
      let x = 0;
      for (let i = f; i < t; i++) x += s[i];
      return x / (t - f);
    });
  };
  const end = (s: OptionalStepSeries | undefined): OptionalStepSeries | undefined =>
    s === undefined || typeof s === 'number'
      ? s
      : blocks.map(([, t]) => {
          const v = optAt(s, t - 1);
          return Number.isNaN(v) ? null : v;
        });
  const constraints: GeneralConstraint[] = [];
  for (const c of model.constraints ?? []) {
    if (!/^(MIN_|MAX_)(LEVEL|CONTENT)$|^LEVEL_TARGET$/.test(c.kind)) continue;
    const f = c.fromStep ?? 0,
      t = Math.min(T, c.toStep ?? T);
    // Each block takes the value of its last active step (a target lands in the block of its step).
    const value =
      typeof c.value === 'number'
        ? c.value
        : blocks.map(([bf, bt]) => {
            for (let i = Math.min(bt, t) - 1; i >= Math.max(bf, f); i--) {
              const v = optAt(c.value, i);
              if (!Number.isNaN(v)) return v;
            }
            return null;
          });
    constraints.push({ ...c, fromStep: Math.floor(f / k), toStep: Math.ceil(t / k), value });
  }
  return {
    ...model,
    stepSeconds: model.stepSeconds * k,
    steps: B,
    price: mean(model.price),
    constraints,
    // Grid reserves hold per block of fine steps; the coarse model only values water, without them.
    reserves: undefined,
    reservoirs: model.reservoirs.map((r) => ({
      ...r,
      inflow: mean(r.inflow),
      minContent: end(r.minContent),
      maxContent: end(r.maxContent),
      minLevel: end(r.minLevel),
      maxLevel: end(r.maxLevel),
      spillDelaySteps: Math.round((r.spillDelaySteps ?? 0) / k),
      spillHistory: undefined,
    })),
    units: model.units.map((u) => ({
      ...u,
      delaySteps: Math.round((u.delaySteps ?? 0) / k),
      releaseHistory: undefined,
      rampPower: undefined,
      rampFlow: undefined,
      initialPower: undefined,
      initialFlow: undefined,
      fixedPower: undefined,
      fixedFlow: undefined,
      // running minima hold per hour, not for a block's mean flow
      runMinPower: undefined,
      runMinFlow: undefined,
      pumpRunMinPower: undefined,
      pumpRunMinFlow: undefined,
      // Outages: the block's mean available power (steps without outage count at full power).
      availability:
        u.availability === undefined
          ? undefined
          : blocks.map(([f, t]) => {
              const full =
                u.pMax ??
                Math.max(
                  maxOf((u.curve ?? [{ q: 0, p: 0 }]).map((p) => p.p)),
                  (u.pumpQMax ?? 0) * (u.pumpPowerPerFlow ?? 0),
                );
              let x = 0;
              for (let i = f; i < t; i++) {
                const v = optAt(u.availability, i);
                x += Number.isNaN(v) ? full : v;
              }
              return x / (t - f);
            }),
    })),
  };
}
