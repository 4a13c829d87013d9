import { maxOf } from '@penstock/domain';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from '../../checkPlan.js';
import { contentToLevel } from '../../curves.js';
import { solveLp } from '../../solveLp.js';
import type { OptimizerModel, PlanResult } from '../../types.js';
import { headTestModel } from './headTestModel.js';
import { headSeats } from './headTopology.js';
import { valueAtHead } from './headValue.js';
import { keepLimits } from './keepLimits.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** The test model with water worth little at the end (both units run hard) and a p_max 10 % below the plan's top physical power. */
function cutCase(over: Partial<OptimizerModel['reservoirs'][number]> = {}) {
  const base = headTestModel();
  const free = { ...base, reservoirs: base.reservoirs.map((r) => ({ ...r, terminalWaterValue: 0.005, ...over })) };
  const lp = solveLp(highs, free);
  expect(lp.status).toBe('OPTIMAL');
  const seats = headSeats(free);
  const top = maxOf(valueAtHead(free, seats, lp).plan.units[0].power);
  const pMax = Math.round(top * 0.9 * 1000) / 1000;
  const model = { ...free, units: free.units.map((u) => ({ ...u, pMax })) };
  return { model, seats, lp, pMax };
}

/** Water the units and the spill take out of the reservoir per step, m3/s. */
const outflow = (plan: PlanResult, t: number) =>
  plan.units.reduce((s, u) => s + u.discharge[t], 0) + plan.reservoirs[0].spill[t];

describe('head units keep p_max at their physical power', () => {
  it('keepLimits cuts the discharge to p_max and keeps the water it leaves upstream: balance exact, contents and levels higher by the cut volume', () => {
    const { model, seats, lp, pMax } = cutCase();
    expect(
      checkPlan(model, valueAtHead(model, seats, lp).plan).some((m) => /^Unit a power .* above its p_max/.test(m)),
    ).toBe(true);

    const { plan: cut, cuts, kept } = keepLimits(model, seats, lp);
    expect(cuts).toBeGreaterThan(0);
    expect(kept).toBe(cuts);
    const valued = valueAtHead(model, seats, cut).plan;
    for (const u of valued.units) for (const p of u.power) expect(p).toBeLessThanOrEqual(pMax);
    // the water balance is exact and every limit holds (checkPlan recomputes each step's balance)
    expect(checkPlan(model, valued)).toEqual([]);
    // nothing more is spilled: the content is higher by every m3 the units no longer take, from the step of the cut on
    const curve = model.reservoirs[0].levelContent!;
    let volume = 0;
    for (let t = 0; t < model.steps; t++) {
      expect(cut.reservoirs[0].spill[t]).toBe(lp.reservoirs[0].spill[t]);
      volume += (outflow(lp, t) - outflow(cut, t)) * model.stepSeconds;
      expect(cut.reservoirs[0].content[t] - lp.reservoirs[0].content[t]).toBeCloseTo(volume, 3);
      expect(cut.reservoirs[0].level[t]).toBeCloseTo(contentToLevel(curve, cut.reservoirs[0].content[t]), 9);
    }
    expect(volume).toBeGreaterThan(0);
    expect(cut.reservoirs[0].level[model.steps - 1]!).toBeGreaterThan(lp.reservoirs[0].level[model.steps - 1]!);
    // the water kept is worth its terminal value
    expect(cut.terminalValue - lp.terminalValue).toBeCloseTo(0.005 * volume, 6);
    // a cut lands on p_max, not below it (the water kept raises the head of later steps: they are cut again)
    expect(maxOf(valued.units[0].power)).toBeCloseTo(pMax, 6);
  });

  it('spills the water a cut leaves only where the reservoir has no room for it', () => {
    const probe = cutCase();
    // full from the first step on: the plan's own contents are the hard maximum
    const { model, seats, lp } = cutCase({ hardMaxContent: maxOf(probe.lp.reservoirs[0].content) });
    const { plan: cut, cuts, kept } = keepLimits(model, seats, lp);
    expect(cuts).toBeGreaterThan(0);
    expect(kept).toBeLessThan(cuts);
    expect(checkPlan(model, valueAtHead(model, seats, cut).plan)).toEqual([]);
    let spilled = 0;
    for (let t = 0; t < model.steps; t++) {
      spilled += cut.reservoirs[0].spill[t] - lp.reservoirs[0].spill[t];
      expect(outflow(cut, t)).toBeLessThanOrEqual(outflow(lp, t) + 1e-9);
    }
    expect(spilled).toBeGreaterThan(0);
  });

  it('with ramps, repairs a plan whose physical power ramps faster than the ramp limit: flow drawn on the fall, cut on the rise, balance exact', () => {
    const base = headTestModel();
    const m = { ...base, reservoirs: base.reservoirs.map((r) => ({ ...r, terminalWaterValue: 0.01 })) };
    const lp = solveLp(highs, m);
    const seats = headSeats(m);
    const power = valueAtHead(m, seats, lp).plan.units[0].power;
    // a ramp 10 % below the plan's largest step (the units stop in the cheap third hour and restart)
    const ramp = 0.9 * maxOf(power.slice(1).map((p, t) => Math.abs(p - power[t])));
    const model = { ...m, units: m.units.map((u) => ({ ...u, rampPower: ramp })) };
    expect(checkPlan(model, valueAtHead(model, seats, lp).plan).some((x) => /ramps power too fast/.test(x))).toBe(true);
    expect(keepLimits(model, seats, lp).ramps).toBe(0);

    const { plan, ramps } = keepLimits(model, seats, lp, true);
    expect(ramps).toBeGreaterThan(0);
    const valued = valueAtHead(model, seats, plan).plan;
    // every ramp kept at the physical power, the water balance exact (checkPlan recomputes each step's balance)
    expect(checkPlan(model, valued)).toEqual([]);
    // the units run in the third hour now, and the water they draw is gone from the end content at its value
    expect(plan.units[0].discharge[2]).toBeGreaterThan(lp.units[0].discharge[2]);
    const drawn = lp.reservoirs[0].content[m.steps - 1] - plan.reservoirs[0].content[m.steps - 1];
    expect(drawn).toBeGreaterThan(0);
    expect(lp.terminalValue - plan.terminalValue).toBeCloseTo(0.01 * drawn, 6);
  });
});
