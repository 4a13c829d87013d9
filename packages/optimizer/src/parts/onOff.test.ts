import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { COL, ROW } from '../lp/lpKinds.js';
import { colsOfKind, rowEntries, rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { onOffPart } from './onOff.js';
import { pumpsPart } from './pumps.js';
import { unitsPart } from './units.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart, unitsPart, pumpsPart, onOffPart];

describe('on/off decisions part', () => {
  it('leaves a unit without minima continuous (a pure LP)', () => {
    const lp = buildLp(tinyPlant(), { parts });
    expect(lp.integrality).toBeUndefined();
    expect(rowsOfKind(lp, ROW.COMMIT)).toEqual([]);
  });

  it('gives a running minimum an on/off binary per step: flow <= qCap on, power >= runMinPower on', () => {
    const lp = buildLp(tinyPlant({ runMinPower: 4, qMax: 10 }), { parts });
    const on = colsOfKind(lp, COL.ON);
    expect(on).toHaveLength(3);
    expect(on.every((c) => lp.integrality![c] === 1)).toBe(true);
    const commit = rowsOfKind(lp, ROW.COMMIT);
    // per step the capacity row, then per step the minimum-power row
    expect(commit).toHaveLength(6);
    expect(rowEntries(lp, commit[0])).toEqual({ [lp.segFirst[0]]: 1, [on[0]]: -10 });
    expect(rowEntries(lp, commit[3])).toEqual({ [lp.segFirst[0]]: 1, [on[0]]: -4 });
    expect(lp.rowLower[commit[3]]).toBe(0);
  });

  it('skips the minimum where an operator fixed the unit', () => {
    const lp = buildLp(tinyPlant({ runMinPower: 4, qMax: 10, fixedFlow: [null, 0, null] }), { parts });
    expect(rowsOfKind(lp, ROW.COMMIT)).toHaveLength(3 + 2);
  });

  it('gives a pump turbine with a pumping minimum its own pumping decision, exclusive with generating', () => {
    const lp = buildLp(
      tinyPlant({ type: 'PUMP_TURBINE', pumpPowerPerFlow: 2, pumpQMax: 6, runMinFlow: 3, pumpRunMinFlow: 2 }),
      { parts },
    );
    expect(Array.from(lp.cons.pumpOnCol)).toEqual(colsOfKind(lp, COL.ON).slice(3));
    const last = rowsOfKind(lp, ROW.COMMIT).at(-1)!;
    expect(rowEntries(lp, last)).toEqual({ [lp.cons.onCol[2]]: 1, [lp.cons.pumpOnCol[2]]: 1 });
    expect(lp.rowUpper[last]).toBe(1);
  });

  it('needs a largest flow for on/off decisions', () => {
    expect(() => buildLp(tinyPlant({ type: 'GATE', curve: undefined, runMinFlow: 1 }), { parts })).toThrow(
      'Unit G needs a maximum flow for on/off decisions',
    );
  });
});
