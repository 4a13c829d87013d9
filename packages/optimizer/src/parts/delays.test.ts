import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { columnEntries, tinyPlant } from '../testing/lpInspect.js';
import { delaysPart } from './delays.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, delaysPart, unitsPart];

describe('delays and history part', () => {
  it('sends a release to the downstream balance delaySteps later, and none past the horizon', () => {
    const lp = buildLp(tinyPlant({ delaySteps: 2 }), { parts });
    const T = 3;
    const seg0 = lp.segFirst[0],
      seg1 = lp.segFirst[1];
    // upstream R (rows 0..2) at once, downstream D (rows 3..5) two steps later
    expect(columnEntries(lp, seg0)).toEqual({ 0: 3.6, [T + 2]: -3.6 });
    expect(columnEntries(lp, seg1)).toEqual({ 1: 3.6 });
  });

  it('adds releases and spills from before the horizon to the balances of the steps they arrive in', () => {
    const base = tinyPlant({ delaySteps: 2, releaseHistory: [5, 6] });
    const model = {
      ...base,
      reservoirs: [{ ...base.reservoirs[0], spillTo: 'D', spillDelaySteps: 1, spillHistory: [4] }, base.reservoirs[1]],
    };
    const lp = buildLp(model, { parts });
    // D's balance: step 0 gets the release of 2 steps ago (5 m3/s) and the spill of 1 step ago (4 m3/s); step 1 the release of 6
    expect(lp.rowLower[3]).toBeCloseTo(3.6 * 5 + 3.6 * 4, 12);
    expect(lp.rowLower[4]).toBeCloseTo(3.6 * 6, 12);
    expect(lp.rowLower[5]).toBe(0);
    // R's spill at step 0 arrives in D at step 1
    expect(columnEntries(lp, lp.spillCol[0])).toEqual({ 0: 3.6, 4: -3.6 });
  });
});
