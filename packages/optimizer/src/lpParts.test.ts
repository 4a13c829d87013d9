import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp } from './buildLp.js';
import { extractPlan } from './extractPlan.js';
import { highsModelData } from './highsModelData.js';
import type { LpPart } from './lp/lpPart.js';
import { unitPowerTerms } from './lp/terms.js';
import { LP_PARTS } from './lpParts.js';
import { tinyPlant } from './testing/lpInspect.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** A stand-in for the parts to come (reserves, bids): a cap on the plant's net power per step, a row over every unit's power. */
const plantCap = (mw: number): LpPart => ({
  name: 'plant power cap',
  build(x) {
    return {
      horizon() {
        for (let t = 0; t < x.T; t++) {
          const row = x.lp.addRow(99, -Infinity, mw);
          x.model.units.forEach((u, ui) => {
            for (const [col, v] of unitPowerTerms(x, ui, t, u.type === 'PUMP')) x.lp.entry(row, col, v);
          });
        }
      },
    };
  },
});

function solvePlan(parts: readonly LpPart[]) {
  const model = tinyPlant();
  const lp = buildLp(model, { parts });
  const hm = highs.createModel(highsModelData(highs, lp));
  hm.options.set({ output_flag: false });
  hm.run();
  const sol = hm.getSolution();
  hm.dispose();
  return { lp, plan: extractPlan(model, lp, sol.colValue, sol.rowDual, parts) };
}

describe('the parts list', () => {
  it('names every part of the issue: reservoirs, delays, head, units, ramps, pumps, outages, overrides, constraints, on/off, terminal value, grid reserves', () => {
    expect(LP_PARTS.map((p) => p.name)).toEqual([
      'reservoirs and water balance',
      'delays and history',
      'head',
      'units',
      'ramps',
      'pumps',
      'outages',
      'overrides',
      'constraints',
      'on/off decisions',
      'terminal value and long-term cuts',
      'grid reserves',
    ]);
  });

  it('takes a new part at the end without renumbering a row or column, and the plan obeys it', () => {
    const before = solvePlan(LP_PARTS);
    expect(before.plan.units[0].power).toEqual([10, 10, 10]);
    const after = solvePlan([...LP_PARTS, plantCap(4)]);
    expect(after.lp.numRows).toBe(before.lp.numRows + 3);
    expect(after.lp.numCols).toBe(before.lp.numCols);
    expect(Array.from(after.lp.rowLower.slice(0, before.lp.numRows))).toEqual(Array.from(before.lp.rowLower));
    expect(after.lp.balanceRow).toEqual(before.lp.balanceRow);
    expect(after.plan.units[0].power.map((p) => Math.round(p * 1e9) / 1e9)).toEqual([4, 4, 4]);
  });
});
