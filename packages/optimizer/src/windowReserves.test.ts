import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { reserve } from './parts/reserves/reserveTestPlant.js';
import { solvePlanInThread } from './solvePlanInThread.js';
import { syntheticCascade } from './syntheticCascade.js';
import type { OptimizerModel } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** Three days hourly of the 3-reservoir cascade; an obligation from 05:00 on day 1 (blocks of 4 h from 01:00), an offer on G3. */
function model(): OptimizerModel {
  const m = syntheticCascade(3, 72, { seed: 4 });
  return {
    ...m,
    reserves: [
      reserve({
        id: 'ob',
        unit: 'G2',
        mw: 6,
        blockOffset: 1,
        fromStep: 5,
        activationFactor: 0.2,
        activationCompensation: 90,
      }),
      reserve({
        id: 'of',
        unit: 'G3',
        mode: 'additional',
        direction: 'negative',
        mw: 20,
        capacityPrice: 12,
        blockSteps: 6,
      }),
    ],
  };
}

describe('grid reserves in windows', () => {
  it('slices reserves into daily windows: blocks stay on the model grid, totals are the steps kept', () => {
    const m = model();
    const exact = solvePlanInThread(highs, m, { method: 'lp' });
    const win = solvePlanInThread(highs, m, { method: 'windows', windowSteps: 24, coarseSteps: 24 });
    expect(win.status).toBe('OPTIMAL');
    expect(checkPlan(m, win)).toEqual([]);
    const ob = win.reserves![0];
    expect(ob.held.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(ob.held.slice(5).every((v) => Math.abs(v - 6) < 1e-9)).toBe(true);
    // an offer's held MW are constant over its 6-step blocks across window edges (24 = 4 x 6)
    const of = win.reserves![1].held;
    for (let t = 0; t < 72; t++) expect(of[t]).toBeCloseTo(of[t - (t % 6)], 9);
    expect(win.reserveRevenue).toBeCloseTo(
      win.reserves!.reduce((s, p) => s + p.revenue, 0),
      6,
    );
    expect(win.objective).toBeLessThanOrEqual(exact.objective + 1e-6 * Math.abs(exact.objective));
    expect(win.objective).toBeGreaterThan(exact.objective * 0.97);
  });
});
