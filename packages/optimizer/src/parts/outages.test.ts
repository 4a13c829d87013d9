import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { ROW } from '../lp/lpKinds.js';
import { rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { outagesPart } from './outages.js';
import { pumpsPart } from './pumps.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, unitsPart, pumpsPart, outagesPart];

describe('outages part', () => {
  it('caps generation at the available power in the steps of an outage only', () => {
    const lp = buildLp(tinyPlant({ availability: [null, 4, null] }), { parts });
    const power = rowsOfKind(lp, ROW.POWER);
    expect(power).toHaveLength(1);
    expect([lp.rowLower[power[0]], lp.rowUpper[power[0]]]).toEqual([0, 4]);
    expect(lp.relaxRow).toBeUndefined();
    const labelled = buildLp(tinyPlant({ availability: [null, 4, null] }), { parts, labels: true });
    expect(labelled.rowWhy!.get(rowsOfKind(labelled, ROW.POWER)[0])).toEqual([
      'no generation',
      'its available power of 4 MW',
    ]);
  });

  it('caps pumping at the available power over the power per flow', () => {
    const lp = buildLp(tinyPlant({ type: 'PUMP_TURBINE', pumpPowerPerFlow: 2, availability: 6 }), { parts });
    expect(lp.colUpper[lp.pumpCol[0]]).toBe(3);
  });

  it('drops the minimum power where the outage leaves less than it: off, not in conflict', () => {
    const lp = buildLp(tinyPlant({ pMin: 5, availability: [null, 3, null] }), { parts });
    expect(lp.conflicts).toEqual([]);
    const power = rowsOfKind(lp, ROW.POWER);
    expect(power.map((r) => [lp.rowLower[r], lp.rowUpper[r]])).toEqual([
      [5, 10],
      [0, 3],
      [5, 10],
    ]);
  });

  it('does nothing without the part', () => {
    const lp = buildLp(tinyPlant({ availability: 4 }), { parts: [waterBalancePart, unitsPart] });
    expect(rowsOfKind(lp, ROW.POWER)).toEqual([]);
  });
});
