import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { ROW } from '../lp/lpKinds.js';
import { rowEntries, rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { constraintsPart } from './constraints/constraintsPart.js';
import { pumpsPart } from './pumps.js';
import { rampsPart } from './ramps.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, unitsPart, rampsPart, pumpsPart];

describe('ramps part', () => {
  it('limits the change of power from the step before, and from the initial power in the first step', () => {
    const lp = buildLp(tinyPlant({ curve: [{ q: 10, p: 20 }], rampPower: 5, initialPower: 2 }), { parts });
    const rows = rowsOfKind(lp, ROW.RAMP_POWER);
    expect(rows.map((r) => [lp.rowLower[r], lp.rowUpper[r]])).toEqual([
      [-3, 7],
      [-5, 5],
      [-5, 5],
    ]);
    // power(1) - power(0): 2 MW per m3/s
    expect(rowEntries(lp, rows[1])).toEqual({ [lp.segFirst[0]]: -2, [lp.segFirst[1]]: 2 });
  });

  it('has no first-step ramp without an initial value, and counts pumping as negative power', () => {
    const lp = buildLp(tinyPlant({ type: 'PUMP_TURBINE', pumpPowerPerFlow: 3, rampPower: 50, rampFlow: 4 }), { parts });
    const power = rowsOfKind(lp, ROW.RAMP_POWER),
      flow = rowsOfKind(lp, ROW.RAMP_FLOW);
    expect(power).toHaveLength(2);
    expect(flow).toHaveLength(2);
    expect(rowEntries(lp, power[0])).toEqual({
      [lp.segFirst[0]]: -1,
      [lp.pumpCol[0]]: 3,
      [lp.segFirst[1]]: 1,
      [lp.pumpCol[1]]: -3,
    });
  });

  it('takes the tightest limit other parts add (a constraint without a tier)', () => {
    const model = tinyPlant(
      { rampFlow: 4 },
      { constraints: [{ id: 'c', kind: 'RAMP_FLOW', target: 'G', value: [null, 2, null] }] },
    );
    const lp = buildLp(model, { parts: [...parts, constraintsPart] });
    expect(rowsOfKind(lp, ROW.RAMP_FLOW).map((r) => lp.rowUpper[r])).toEqual([2, 4]);
  });
});
