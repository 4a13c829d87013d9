import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { ROW } from '../lp/lpKinds.js';
import { rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { outagesPart } from './outages.js';
import { overridesPart } from './overrides.js';
import { pumpsPart } from './pumps.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, unitsPart, pumpsPart, outagesPart, overridesPart];

describe('overrides part', () => {
  it('fixes generation and flow where an operator set them', () => {
    const lp = buildLp(tinyPlant({ fixedPower: [null, 6, null], fixedFlow: [3, null, null] }), { parts });
    const power = rowsOfKind(lp, ROW.POWER),
      flow = rowsOfKind(lp, ROW.FLOW);
    expect(power.map((r) => [lp.rowLower[r], lp.rowUpper[r]])).toEqual([[6, 6]]);
    expect(flow.map((r) => [lp.rowLower[r], lp.rowUpper[r]])).toEqual([[3, 3]]);
  });

  it('fixes pumping where the fixed power is negative, and a pump turbine generates nothing there', () => {
    const lp = buildLp(tinyPlant({ type: 'PUMP_TURBINE', pumpPowerPerFlow: 2, fixedPower: [-4, 5, null] }), { parts });
    expect([lp.colLower[lp.pumpCol[0]], lp.colUpper[lp.pumpCol[0]]]).toEqual([2, 2]);
    expect([lp.colLower[lp.pumpCol[1]], lp.colUpper[lp.pumpCol[1]]]).toEqual([0, 0]);
    const power = rowsOfKind(lp, ROW.POWER);
    expect(power.map((r) => [lp.rowLower[r], lp.rowUpper[r]])).toEqual([
      [0, 0],
      [5, 5],
    ]);
  });

  it('reports a fixed power above the available power as a conflict naming both', () => {
    const lp = buildLp(tinyPlant({ availability: 4, fixedPower: [null, 6, null] }), { parts });
    expect(lp.conflicts.map((c) => [c.step, c.text])).toEqual([
      [1, 'Unit G cannot respect the fixed power of 6 MW and its available power of 4 MW at {time}'],
    ]);
  });
});
