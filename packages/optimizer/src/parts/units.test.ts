import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { extractPlan } from '../extractPlan.js';
import { ROW } from '../lp/lpKinds.js';
import { columnEntries, rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, unitsPart];

describe('units part', () => {
  it('makes one column per segment of the concave curve, earning price x MW per m3/s x hours', () => {
    const lp = buildLp(
      tinyPlant({
        curve: [
          { q: 4, p: 6 },
          { q: 10, p: 12 },
        ],
      }),
      { parts },
    );
    expect(lp.segments[0]).toEqual([
      { dq: 4, slope: 1.5 },
      { dq: 6, slope: 1 },
    ]);
    const first = lp.segFirst[2];
    expect([lp.colCost[first], lp.colCost[first + 1]]).toEqual([30 * 1.5, 30]);
    expect([lp.colUpper[first], lp.colUpper[first + 1]]).toEqual([4, 6]);
    // released from R in the same step
    expect(columnEntries(lp, first)).toEqual({ 2: 3.6 });
  });

  it('adds flow and power rows only where a limit cuts the curve', () => {
    expect(rowsOfKind(buildLp(tinyPlant(), { parts }), ROW.FLOW)).toEqual([]);
    const lp = buildLp(tinyPlant({ qMax: 8, pMin: 2 }), { parts });
    const flow = rowsOfKind(lp, ROW.FLOW),
      power = rowsOfKind(lp, ROW.POWER);
    expect(flow).toHaveLength(3);
    expect([lp.rowLower[flow[0]], lp.rowUpper[flow[0]]]).toEqual([0, 8]);
    expect([lp.rowLower[power[0]], lp.rowUpper[power[0]]]).toEqual([2, 10]);
    expect(columnEntries(lp, lp.segFirst[0])).toEqual({ 0: 3.6, [flow[0]]: 1, [power[0]]: 1 });
  });

  it('reports limits that cross before solving', () => {
    const lp = buildLp(tinyPlant({ qMin: 12 }), { parts });
    expect(lp.conflicts[0].text).toBe(
      'Unit G cannot respect its minimum discharge of 12 m3/s and its full-load discharge of 10 m3/s at {time}',
    );
  });

  it('reads discharge and power from the segments', () => {
    const model = tinyPlant({
      curve: [
        { q: 4, p: 6 },
        { q: 10, p: 12 },
      ],
    });
    const lp = buildLp(model, { parts });
    const col = new Float64Array(lp.numCols);
    col[lp.segFirst[1]] = 4;
    col[lp.segFirst[1] + 1] = 2;
    const plan = extractPlan(model, lp, col, new Float64Array(lp.numRows), parts);
    expect(plan.units[0].discharge).toEqual([0, 6, 0]);
    expect(plan.units[0].power).toEqual([0, 8, 0]);
    expect(plan.revenue).toBe(8 * 20);
  });
});
