import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveSdp } from './longTerm/sdp.js';
import { syntheticLongTerm } from './longTerm/syntheticLongTerm.js';
import { solveLp } from './solveLp.js';
import type { FutureCut, OptimizerModel } from './types.js';
import { maxOf, minOf } from '@penstock/domain';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const H = 3600;

describe('short-term plan valued by long-term cuts', () => {
  // a seasonal reservoir and its long-term value function at the start of week 41 (October)
  const lt = syntheticLongTerm({ reservoirs: 1, weeks: 52, scenarios: 8, seed: 3 });
  const res = lt.reservoirs[0];
  const cuts: FutureCut[] = solveSdp(lt)
    .valueFunctions.find((v) => v.stage === 41)!
    .cuts.map((c) => ({ intercept: c.intercept, slopes: { R1: c.slopes[0] } }));
  const price = Array.from({ length: 240 }, (_, t) => 55 + 20 * Math.sin((((t % 24) - 6) / 24) * 2 * Math.PI));
  const meanPrice = price.reduce((a, b) => a + b, 0) / price.length;
  const shortTerm = (filling: number, futureValue?: OptimizerModel['futureValue']): OptimizerModel => ({
    start: lt.stages[40].start + 4 * 86400e3,
    stepSeconds: H,
    steps: 240,
    price,
    reservoirs: [
      {
        id: 'R1',
        initialContent: filling * res.maxContent,
        inflow: 6,
        hardMinContent: 0,
        hardMaxContent: res.maxContent,
        terminalWaterValue: (meanPrice * 600 * 9.81e-3 * 0.9) / 3600,
      },
    ],
    units: lt.units,
    ...(futureValue ? { futureValue } : {}),
  });
  const endValue = (m: OptimizerModel) => {
    const r = solveLp(highs, m);
    expect(r.status).toBe('OPTIMAL');
    expect(checkPlan(m, r)).toEqual([]);
    return { plan: r, mwh: r.reservoirs[0].waterValueEnergy[239]!, m3: r.reservoirs[0].waterValue[239] };
  };

  it('moves water values with the filling; the flat terminal value does not', () => {
    const fillings = [0.15, 0.5, 0.85];
    const flat = fillings.map((f) => endValue(shortTerm(f)).mwh);
    expect(maxOf(flat) - minOf(flat)).toBeLessThan(1e-6);
    const withCuts = fillings.map((f) => endValue(shortTerm(f, { cuts })).mwh);
    expect(withCuts[0]).toBeGreaterThan(withCuts[1]);
    expect(withCuts[1]).toBeGreaterThan(withCuts[2]);
    // and no longer the horizon's mean price through the energy equivalent
    expect(Math.abs(withCuts[1] - flat[1])).toBeGreaterThan(1);
  });

  it('values the water left at the active cut: objective = revenue + future value - penalty', () => {
    const { plan, m3 } = endValue(shortTerm(0.5, { cuts }));
    const end = plan.reservoirs[0].content[239];
    const future = minOf(cuts.map((c) => c.intercept + c.slopes.R1 * end));
    expect(plan.terminalValue).toBeCloseTo(future, 2);
    // the end water value is a subgradient there: between the slopes of the cuts that hold at the end content
    const holding = cuts
      .filter((c) => Math.abs(c.intercept + c.slopes.R1 * end - future) < 1e-6 * Math.abs(future))
      .map((c) => c.slopes.R1);
    expect(m3).toBeGreaterThanOrEqual(minOf(holding) - 1e-9);
    expect(m3).toBeLessThanOrEqual(maxOf(holding) + 1e-9);
  });
});
