import { describe, expect, it } from 'vitest';
import { buildLp } from '../buildLp.js';
import { extractPlan } from '../extractPlan.js';
import { COL, ROW } from '../lp/lpKinds.js';
import { columnEntries, rowsOfKind, tinyPlant } from '../testing/lpInspect.js';
import { waterBalancePart } from './waterBalance.js';

const parts = [waterBalancePart];

describe('reservoirs and water balance part', () => {
  it('makes one balance row per reservoir and step: inflow over the step (LP volume unit 1000 m3), the start content in the first', () => {
    const lp = buildLp(tinyPlant(), { parts });
    expect(rowsOfKind(lp, ROW.BALANCE)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Array.from(lp.rowLower.slice(0, 3))).toEqual([1000 + 7.2, 7.2, 7.2]);
    expect(Array.from(lp.rowUpper.slice(0, 3))).toEqual([1000 + 7.2, 7.2, 7.2]);
    // content(t) enters its own step's balance with +1 and the next one's with -1; spill leaves with dt
    const c0 = lp.contentCol[0];
    expect(columnEntries(lp, c0)).toEqual({ 0: 1, 1: -1 });
    expect(columnEntries(lp, lp.spillCol[0])).toEqual({ 0: 3.6 });
    expect(lp.colUpper[c0]).toBe(2000);
    expect(lp.colCost[lp.spillCol[0]]).toBeCloseTo(-1e-4 * 3600, 12);
  });

  it('substitutes soft limits (content = y - under + over) without labels, and makes them rows with labels', () => {
    const model = tinyPlant({}, {});
    const soft = { ...model, reservoirs: [{ ...model.reservoirs[0], maxContent: 1.5e6 }, model.reservoirs[1]] };
    const plain = buildLp(soft, { parts });
    const y = plain.contentCol[0],
      over = plain.overCol[0];
    expect([plain.colLower[y], plain.colUpper[y]]).toEqual([0, 1500]);
    expect([plain.colLower[over], plain.colUpper[over], plain.colCost[over]]).toEqual([0, 500, -10 * 1000]);
    expect(columnEntries(plain, over)).toEqual({ 0: 1, 1: -1 });
    const labelled = buildLp(soft, { parts, labels: true });
    expect(rowsOfKind(labelled, ROW.SOFT)).toHaveLength(3);
    expect(labelled.colWhy!.get(labelled.contentCol[0])).toEqual([
      'its lowest content of 0 m3',
      'its highest content of 2 hm3',
    ]);
  });

  it('reads content, spill, penalties and water values (the balance row dual per m3)', () => {
    const model = tinyPlant();
    const lp = buildLp(model, { parts });
    const col = new Float64Array(lp.numCols),
      dual = new Float64Array(lp.numRows);
    col[lp.contentCol[1]] = 1005;
    col[lp.spillCol[1]] = 2;
    dual[lp.balanceRow[1]] = 30;
    const plan = extractPlan(model, lp, col, dual, parts);
    expect(plan.reservoirs[0].content[1]).toBe(1005000);
    expect(plan.reservoirs[0].spill[1]).toBe(2);
    expect(plan.reservoirs[0].waterValue[1]).toBe(0.03);
    expect(plan.penalty).toBeCloseTo(2 * 3600 * 1e-4, 12);
    expect(lp.colKind[lp.contentCol[1]]).toBe(COL.CONTENT);
  });
});
