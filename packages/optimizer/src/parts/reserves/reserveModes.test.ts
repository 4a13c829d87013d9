import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lp } from '../../buildLp.js';
import { blockModePlan, roundMinBids } from '../../relaxAndRoundBlockModes.js';
import { cbcOptimum } from '../../testing/cbcOptimum.js';
import type { OptimizerModel } from '../../types.js';
import { pumpPlant, reserve, solveChecked } from './reserveTestPlant.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const solve = (m: OptimizerModel) => solveChecked(highs, m);
const round = (xs: readonly number[]) => xs.map((v) => +v.toFixed(6));
/** An aFRR up offer on the pump turbine P: up to 20 MW at 25 EUR per MW and hour, minimum bid 5 MW. */
const offer = reserve({
  id: 'up',
  direction: 'positive',
  type: 'spinning',
  mode: 'additional',
  mw: 20,
  capacityPrice: 25,
  minBid: 5,
});

describe('a pump turbine holds an offer in one mode over its block', () => {
  it('does not hold it across a change from pumping to generating within the block', () => {
    // P pumps at 10 EUR/MWh (stores water worth 30 per MWh pumped) and generates at 90 (water worth 60).
    // Switching within the block, it could hold 20 MW: pumping 50 leaves 50 up; generating 80 instead of
    // 100 costs 2 h x 20 MW x 30 = 1,200 against 4 h x 20 MW x 25 = 2,000 earned. A mode change passes
    // through standstill, so the rule keeps the block in one mode: not worth it here (generating at 10
    // or pumping at 90 loses more), so it holds nothing and plans as without the offer.
    const m = { ...pumpPlant([offer]), price: [10, 10, 90, 90] };
    const r = solve(m);
    expect(round(r.reserves![0].held)).toEqual([0, 0, 0, 0]);
    expect(round(r.units[0].power)).toEqual([-50, -50, 100, 100]);
    expect(r.objective).toBeCloseTo(solve({ ...m, reserves: [] }).objective, 6);
  });

  it('holds it in a block of one mode: pumping all four hours leaves 50 MW to pump less', () => {
    // Block 1 pumps (10 EUR/MWh): 20 MW held, 2,000 EUR. Block 2 generates at 100 MW (90 EUR/MWh):
    // holding 20 there would cost 4 h x 20 MW x 30 = 2,400 of generation for 2,000.
    const m = { ...pumpPlant([offer], 8), price: [10, 10, 10, 10, 90, 90, 90, 90] };
    const r = solve(m);
    expect(round(r.reserves![0].held)).toEqual([20, 20, 20, 20, 0, 0, 0, 0]);
    expect(round(r.units[0].power)).toEqual([-50, -50, -50, -50, 100, 100, 100, 100]);
    expect(r.objective - solve({ ...m, reserves: [] }).objective).toBeCloseTo(2000, 6);
  });

  it('the LP export solved by cbc gives the same optimum (pumping mode without and with a pumping minimum)', () => {
    for (const pumpRunMinPower of [0, 25]) {
      const m = { ...pumpPlant([offer, { ...offer, id: 'down', direction: 'negative' as const }], 8) };
      m.price = [10, 10, 90, 12, 10, 10, 10, 95];
      m.units = [{ ...m.units[0], pumpRunMinPower }];
      const r = solve(m);
      expect(Math.abs(cbcOptimum(m) - r.objective)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(r.objective)));
    }
  });
});

describe('blockModePlan and roundMinBids', () => {
  // Unit 0 over 8 steps, two blocks of 4: on/off columns 0-7, pumping on/off 8-15; an offer's
  // minimum-bid binaries 16 and 17 (held columns 20, 21), tied to the mode.
  const block = (from: number, col: number, held: number) => ({
    from,
    to: from + 4,
    obligation: 0,
    held,
    shortfall: -1,
    ints: [col],
    minBid: { col, mw: 5, tied: true },
  });
  const lp = {
    T: 8,
    cons: {
      onCol: Int32Array.from({ length: 8 }, (_, t) => t),
      pumpOnCol: Int32Array.from({ length: 8 }, (_, t) => 8 + t),
    },
    reserveIndex: { blocks: [[block(0, 16, 20), block(4, 17, 21)]], units: [0], shortfallPenalty: 1 },
  } as unknown as Lp;
  const bins = Int32Array.from({ length: 18 }, (_, i) => i);

  it("puts each tied block in the relaxation's main mode (mean on/off at least 1/2: generating)", () => {
    const relaxed = new Float64Array(22);
    [0.2, 0.2, 0.3, 0.2, 0.6, 0.5, 0.5, 0.4].forEach((v, t) => (relaxed[t] = v));
    const got = blockModePlan(lp, bins, new Float64Array(18).fill(1), relaxed)!;
    expect(Array.from(got.fixed.subarray(0, 8))).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(Array.from(got.fixed.subarray(8, 16))).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(Array.from(got.minBids.at)).toEqual([16, 17]);
    // the offer holds 7 MW in block 1 (at least its 5 MW minimum) and 3 in block 2 (dropped)
    const x = new Float64Array(22);
    x[20] = 7;
    x[21] = 3;
    const fixed = roundMinBids(got.fixed, got.minBids, x);
    expect([fixed[16], fixed[17]]).toEqual([1, 0]);
  });

  it('is null without reserves tied to a mode', () => {
    const untied = {
      ...lp,
      reserveIndex: { ...lp.reserveIndex!, blocks: [[{ ...block(0, 16, 20), minBid: { col: 16, mw: 5 } }]] },
    };
    expect(blockModePlan(untied as Lp, bins, new Float64Array(18), new Float64Array(22))).toBeNull();
    expect(
      blockModePlan({ ...lp, reserveIndex: undefined } as Lp, bins, new Float64Array(18), new Float64Array(22)),
    ).toBeNull();
  });
});
