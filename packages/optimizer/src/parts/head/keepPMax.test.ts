import { maxOf } from '@penstock/domain';
import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../../checkPlan.js';
import { solveLp } from '../../solveLp.js';
import { headTestModel } from './headTestModel.js';
import { headSeats } from './headTopology.js';
import { valueAtHead } from './headValue.js';
import { keepPMax } from './keepPMax.js';

describe('head units keep p_max at their physical power', () => {
  it('checkPlan names a head unit above p_max; keepPMax cuts its discharge to p_max and spills the water it leaves', async () => {
    const highs = await loadHighs();
    // water worth little at the end: the plan runs both units hard
    const base = headTestModel();
    const free = { ...base, reservoirs: base.reservoirs.map((r) => ({ ...r, terminalWaterValue: 0.005 })) };
    const lp = solveLp(highs, free);
    expect(lp.status).toBe('OPTIMAL');
    const seats = headSeats(free);
    const physical = valueAtHead(free, seats, lp).plan;
    // a p_max below what the plan's physics gives at its own head in some steps
    const top = maxOf(physical.units[0].power);
    const pMax = Math.round(top * 0.9 * 1000) / 1000;
    const model = { ...free, units: free.units.map((u) => ({ ...u, pMax })) };
    expect(checkPlan(model, physical).some((m) => /^Unit a power .* above its p_max/.test(m))).toBe(true);

    const { plan: cut, cuts } = keepPMax(model, seats, lp);
    expect(cuts).toBeGreaterThan(0);
    const kept = valueAtHead(model, seats, cut).plan;
    for (const u of kept.units) for (const p of u.power) expect(p).toBeLessThanOrEqual(pMax);
    // the water balance stays exact (the water a cut leaves goes over the spill) and every limit holds
    expect(checkPlan(model, kept)).toEqual([]);
    const left = (plan: typeof lp, t: number) =>
      plan.units.reduce((s, u) => s + u.discharge[t], 0) + plan.reservoirs[0].spill[t];
    for (let t = 0; t < model.steps; t++) expect(left(cut, t)).toBeCloseTo(left(lp, t), 9);
    // a cut lands on p_max, not below it
    expect(maxOf(kept.units[0].power)).toBeCloseTo(pMax, 6);
  });
});
