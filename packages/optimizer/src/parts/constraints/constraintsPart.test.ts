import { describe, expect, it } from 'vitest';
import { buildLp } from '../../buildLp.js';
import { COL, ROW } from '../../lp/lpKinds.js';
import { colsOfKind, rowEntries, rowsOfKind, tinyPlant } from '../../testing/lpInspect.js';
import type { GeneralConstraint } from '../../types.js';
import { onOffPart } from '../onOff.js';
import { pumpsPart } from '../pumps.js';
import { unitsPart } from '../units.js';
import { waterBalancePart } from '../waterBalance.js';
import { constraintsPart } from './constraintsPart.js';

const parts = [waterBalancePart, unitsPart, pumpsPart, constraintsPart, onOffPart];
const withConstraints = (...constraints: GeneralConstraint[]) => tinyPlant({ qMax: 10 }, { constraints });

describe('constraints part', () => {
  it('tightens the unit limits with a constraint without a tier (no row of its own)', () => {
    const lp = buildLp(withConstraints({ id: 'c', kind: 'MAX_DISCHARGE', target: 'G', value: [null, 4, null] }), {
      parts,
    });
    expect(rowsOfKind(lp, ROW.CONSTRAINT)).toEqual([]);
    const flow = rowsOfKind(lp, ROW.FLOW);
    expect(flow.map((r) => lp.rowUpper[r])).toEqual([4]);
  });

  it('tightens a reservoir soft window with a content constraint without a tier, and its hard limits with a hard one', () => {
    const soft = buildLp(withConstraints({ id: 'c', kind: 'MIN_CONTENT', target: 'R', value: 5e5 }), { parts });
    expect(soft.colLower[soft.contentCol[0]]).toBe(500);
    expect(soft.underCol[0]).toBeGreaterThanOrEqual(0);
    const hard = buildLp(withConstraints({ id: 'c', kind: 'MIN_CONTENT', target: 'R', value: 5e5, hard: true }), {
      parts,
    });
    expect(hard.colLower[hard.contentCol[0]]).toBe(500);
    expect(hard.underCol[0]).toBe(-1);
  });

  it('gives a tiered constraint a row per active step with slacks costing its tier, and none to a hard one', () => {
    const lp = buildLp(
      withConstraints(
        { id: 'a', kind: 'MAX_POWER', target: 'G', value: [null, 7, 7], tier: 'tactical' },
        { id: 'b', kind: 'MIN_DISCHARGE', target: 'G', value: [2, null, null], tier: 'physical', hard: true },
      ),
      { parts },
    );
    expect(lp.cons.rows.map((r) => [r.c, r.step, r.lo, r.hi >= 0])).toEqual([
      [0, 1, -1, true],
      [0, 2, -1, true],
      [1, 0, -1, false],
    ]);
    expect(Array.from(lp.cons.active)).toEqual([2, 1]);
    const slack = lp.cons.rows[0].hi;
    expect(lp.colKind[slack]).toBe(COL.SLACK);
    expect(lp.colCost[slack]).toBeLessThan(-30); // above what a MW could earn
    expect(rowEntries(lp, lp.cons.rows[0].row)).toEqual({ [lp.segFirst[1]]: 1, [slack]: -1 });
  });

  it('asks the on/off part for on/off columns for start costs', () => {
    const c: GeneralConstraint = { id: 's', kind: 'START_COST', target: 'G', value: 100 };
    const lp = buildLp(withConstraints(c), { parts });
    expect(colsOfKind(lp, COL.ON)).toHaveLength(3);
    expect(colsOfKind(lp, COL.SWITCH).map((s) => lp.colCost[s])).toEqual([-100, -100]);
    expect(() => buildLp(withConstraints(c), { parts: parts.slice(0, 4) })).toThrow(
      'Unit G needs on/off decisions, but the LP has no on/off part',
    );
  });

  it('rejects an unknown kind and an unknown target', () => {
    const bad = { id: 'x', kind: 'MAX_HEAD', target: 'G', value: 1, tier: 'tactical' } as unknown as GeneralConstraint;
    expect(() => buildLp(withConstraints(bad), { parts })).toThrow('Constraint x has an unknown kind MAX_HEAD');
    expect(() =>
      buildLp(withConstraints({ id: 'y', kind: 'MIN_POWER', target: 'nope', value: 1, tier: 'tactical' }), { parts }),
    ).toThrow('Constraint y refers to unknown unit nope');
  });
});
