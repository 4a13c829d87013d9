import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { extractPlan } from '../extractPlan.js';
import { ROW } from '../lp/lpKinds.js';
import { columnEntries, rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { pumpsPart } from './pumps.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, unitsPart, pumpsPart];

describe('pumps part', () => {
  it('moves pumped water from the lower to the upper reservoir at once, paying price x MW per m3/s x hours', () => {
    const lp = buildLp(tinyPlant({ type: 'PUMP', curve: undefined, pumpPowerPerFlow: 3, pumpQMax: 8 }), { parts });
    const c = lp.pumpCol[1];
    expect(lp.segFirst[1]).toBe(-1);
    expect(columnEntries(lp, c)).toEqual({ 4: 3.6, 1: -3.6 });
    expect([lp.colLower[c], lp.colUpper[c], lp.colCost[c]]).toEqual([0, 8, -20 * 3]);
  });

  it('shares a pump turbine between pumping and generating: flow / full flow + pumped / pumpQMax <= 1', () => {
    const lp = buildLp(tinyPlant({ type: 'PUMP_TURBINE', pumpPowerPerFlow: 3, pumpQMax: 8, qMax: 5 }), { parts });
    const shared = rowsOfKind(lp, ROW.SHARED);
    expect(shared).toHaveLength(3);
    expect(lp.rowUpper[shared[0]]).toBe(1);
    expect(columnEntries(lp, lp.segFirst[0])[shared[0]]).toBe(1 / 5);
    expect(columnEntries(lp, lp.pumpCol[0])[shared[0]]).toBe(1 / 8);
  });

  it('rejects a pump without power per flow', () => {
    expect(() => buildLp(tinyPlant({ type: 'PUMP', curve: undefined }), { parts })).toThrow(
      'Unit G pumps but has no positive pumpPowerPerFlow',
    );
  });

  it('reads pumped flow, and pumping power as negative power', () => {
    const model = tinyPlant({ type: 'PUMP_TURBINE', pumpPowerPerFlow: 3 });
    const lp = buildLp(model, { parts });
    const col = new Float64Array(lp.numCols);
    col[lp.pumpCol[0]] = 2;
    col[lp.segFirst[2]] = 5;
    const plan = extractPlan(model, lp, col, new Float64Array(lp.numRows), parts);
    expect(plan.units[0].pumped).toEqual([2, 0, 0]);
    expect(plan.units[0].power).toEqual([-6, 0, 5]);
    expect(plan.revenue).toBe(-6 * 10 + 5 * 30);
  });
});
