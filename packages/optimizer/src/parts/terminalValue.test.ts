import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { COL, ROW } from '../lp/lpKinds.js';
import { rowEntries, rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { delaysPart } from './delays.js';
import { terminalValuePart } from './terminalValue.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, delaysPart, unitsPart, terminalValuePart];
const valued = (extra = {}) => {
  const m = tinyPlant({ delaySteps: 1 }, extra);
  return {
    ...m,
    reservoirs: [
      { ...m.reservoirs[0], terminalWaterValue: 0.02 },
      { ...m.reservoirs[1], terminalWaterValue: 0.01 },
    ],
  };
};

describe('terminal value and long-term cuts part', () => {
  it('values the content at the end, and water released into the last step at its destination', () => {
    const lp = buildLp(valued(), { parts });
    expect(lp.colCost[lp.contentCol[2]]).toBe(20); // 0.02 EUR/m3 x 1000 m3
    expect(lp.colCost[lp.contentCol[1]]).toBe(0);
    // released in the last step, it arrives after the horizon in D: 0.01 EUR/m3 x 3600 m3 per m3/s, plus 30 EUR/MWh x 1 MW per m3/s
    expect(lp.colCost[lp.segFirst[2]]).toBeCloseTo(30 + 36, 12);
    expect(lp.colCost[lp.segFirst[1]]).toBe(20);
    // without the part nothing is valued
    expect(buildLp(valued(), { parts: parts.slice(0, 3) }).colCost[lp.contentCol[2]]).toBe(0);
  });

  it('with cuts, values the contents at the end by one future value column under one row per cut', () => {
    const cuts = [
      { intercept: 100, slopes: { R: 0.03 } },
      { intercept: 500, slopes: { R: 0.01, D: 0.02 } },
    ];
    const lp = buildLp(valued({ futureValue: { cuts } }), { parts });
    expect(lp.colKind[lp.futureCol]).toBe(COL.FUTURE);
    expect(lp.colCost[lp.futureCol]).toBe(1);
    expect(lp.colCost[lp.contentCol[2]]).toBe(0);
    const rows = rowsOfKind(lp, ROW.CUT);
    expect(rows.map((r) => lp.rowUpper[r])).toEqual([100, 500]);
    expect(rowEntries(lp, rows[1])).toEqual({ [lp.futureCol]: 1, [lp.contentCol[2]]: -10, [lp.contentCol[5]]: -20 });
  });
});
