import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from '../../checkPlan.js';
import { solveLp } from '../../solveLp.js';
import { cbcOptimum } from '../../testing/cbcOptimum.js';
import type { GridReserve, OptimizerModel, PlanResult } from '../../types.js';
import { M3_PER_MWH, reserve, reservePlant } from './reserveTestPlant.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const flat = (n: number, v: number) => new Array<number>(n).fill(v);
const solve = (m: OptimizerModel) => {
  const r = solveLp(highs, m, { mipGap: 0 });
  expect(r.status).toBe('OPTIMAL');
  expect(checkPlan(m, r)).toEqual([]);
  return r;
};
const held = (r: PlanResult, i = 0) => r.reserves![i].held.map((v) => +v.toFixed(9));
const power = (r: PlanResult) => r.units[0].power.map((v) => +v.toFixed(9));
const endContent = (r: PlanResult) => r.reservoirs[0].content.at(-1)!;

describe('grid reserves, by hand', () => {
  it('a unit holding 20 MW upward never generates above pMax - 20', () => {
    // 50 EUR/MWh against water worth 10: without the obligation the unit runs at its 100 MW.
    const free = solve(reservePlant(flat(8, 50), [], { waterValue: 10 }));
    expect(power(free)).toEqual(flat(8, 100));
    const r = solve(reservePlant(flat(8, 50), [reserve({ id: 'up', mw: 20 })], { waterValue: 10 }));
    expect(power(r)).toEqual(flat(8, 80));
    expect(held(r)).toEqual(flat(8, 20));
    expect(r.reserves![0].shortfall).toEqual(flat(8, 0));
  });

  it('a symmetric 10 MW FCR holds 10 up and 10 down: the unit runs between 10 and 90 MW', () => {
    const fcr = reserve({ id: 'fcr', product: 'FCR', direction: 'symmetric', type: 'spinning', mw: 10 });
    const price = [50, 5, 50, 5, 50, 5, 50, 5];
    expect(power(solve(reservePlant(price, [], { waterValue: 20 })))).toEqual([100, 0, 100, 0, 100, 0, 100, 0]);
    const r = solve(reservePlant(price, [fcr], { waterValue: 20 }));
    expect(held(r)).toEqual(flat(8, 10));
    expect(power(r)).toEqual([90, 10, 90, 10, 90, 10, 90, 10]);
    expect(r.stats.mip?.binaries).toBe(8);
  });

  it('an activation factor of 0.5 on 20 MW upward for 4 hours uses exactly the water of 40 MWh', () => {
    // Price 0: nothing is sold. The expected activation (0.5 x 20 MW x 4 h = 40 MWh) is generated all
    // the same: 40 MWh x 7,200 m3/MWh = 288,000 m3 leave the reservoir, paid 80 EUR/MWh as compensation.
    const plant = (reserves: GridReserve[]) => reservePlant(flat(4, 0), reserves, { waterValue: 30 });
    const none = solve(plant([]));
    const g = reserve({ id: 'a', mw: 20, activationFactor: 0.5, activationCompensation: 80 });
    const r = solve(plant([g]));
    expect(endContent(none) - endContent(r)).toBeCloseTo(40 * M3_PER_MWH, 6);
    expect(power(r)).toEqual(flat(4, 10));
    expect(r.units[0].scheduledPower!.map((v) => +v.toFixed(9))).toEqual(flat(4, 0));
    expect(r.reserves![0].activatedEnergy).toEqual(flat(4, 10));
    expect(r.reserves![0].activationRevenue).toBeCloseTo(3200, 6);
    expect(r.reserveRevenue).toBeCloseTo(3200, 6);
    expect(r.revenue).toBeCloseTo(0, 9);
    // objective = compensation + the water left at 30 EUR/MWh
    expect(r.objective - none.objective).toBeCloseTo(3200 - 40 * 30, 6);
    expect(r.terminalValue - none.terminalValue).toBeCloseTo(-40 * 30, 6);
  });

  it('holds an offer constant over each block, including the short first block before the offset', () => {
    // Energy earns 50 - 40 = 10 EUR/MWh; a MW held earns the block's capacity prices. Block 2-5
    // (12.5 EUR/MW h on average) holds all 100 MW, the others (0 and 4) none, whatever one step pays.
    const g = reserve({
      id: 'o',
      mode: 'additional',
      mw: 100,
      blockOffset: 2,
      capacityPrice: [0, 0, 25, 25, 0, 0, 4, 4, 4, 4],
    });
    const r = solve(reservePlant(flat(10, 50), [g], { waterValue: 40 }));
    expect(held(r)).toEqual([0, 0, 100, 100, 100, 100, 0, 0, 0, 0]);
    expect(r.reserves![0].capacityRevenue).toBeCloseTo(50 * 100, 6);
  });

  it('holds an offer constant over wall-clock blocks of a clock-change day (3, 4 and 3 steps)', () => {
    // blockStarts [3, 7] (a 23-hour day's 00:00, 04:00 and 08:00): steps 0-2 average 10 EUR/MW h,
    // 3-6 average 7.5 (below energy's 10: none), 7-9 pay 12. On the fixed 4-step grid step 3 (30) would
    // have joined the first block.
    const g = reserve({
      id: 'o',
      mode: 'additional',
      mw: 100,
      blockStarts: [3, 7],
      capacityPrice: [10, 10, 10.5, 30, 0, 0, 0, 12, 12, 12],
    });
    const r = solve(reservePlant(flat(10, 50), [g], { waterValue: 40 }));
    expect(held(r)).toEqual([100, 100, 100, 0, 0, 0, 0, 100, 100, 100]);
  });

  describe('product rules on an offer with 7 MW of headroom (power fixed at 93 MW)', () => {
    const offer = (over: Partial<GridReserve>) =>
      solve(
        reservePlant(flat(4, 50), [reserve({ id: 'o', mode: 'additional', mw: 100, capacityPrice: 100, ...over })], {
          unit: { fixedPower: 93 },
        }),
      );
    it('holds all 7 MW without rules, or with a minimum bid of 5', () => {
      expect(held(offer({}))).toEqual(flat(4, 7));
      expect(held(offer({ minBid: 5 }))).toEqual(flat(4, 7));
    });
    it('holds nothing under a minimum bid of 10', () => {
      expect(held(offer({ minBid: 10 }))).toEqual(flat(4, 0));
    });
    it('holds a multiple of the bid step: 6 MW in steps of 2, nothing in steps of 2 from 8', () => {
      expect(held(offer({ bidStep: 2 }))).toEqual(flat(4, 6));
      expect(held(offer({ bidStep: 2, minBid: 8 }))).toEqual(flat(4, 0));
    });
    it('holds at most what the droop allows: 2 x 0.2 Hz x 50 MW / 5 % = 4 MW', () => {
      expect(held(offer({ droop: 5, deltaF: 0.2, nominalPower: 50 }))).toEqual(flat(4, 4));
    });
  });

  it('holds standing reserve on a stopped unit; spinning reserve keeps it running at its minimum', () => {
    // 5 EUR/MWh against water worth 20: the unit (running minimum 30 MW) stands still.
    const plant = (type: 'standing' | 'spinning') =>
      reservePlant(flat(4, 5), [reserve({ id: 'r', type, mw: 50 })], { waterValue: 20, unit: { runMinPower: 30 } });
    const standing = solve(plant('standing'));
    expect(power(standing)).toEqual(flat(4, 0));
    expect(held(standing)).toEqual(flat(4, 50));
    const spinning = solve(plant('spinning'));
    expect(power(spinning)).toEqual(flat(4, 30));
    expect(held(spinning)).toEqual(flat(4, 50));
    // running 4 h at 30 MW: 120 MWh sold at 5 instead of kept at 20
    expect(standing.objective - spinning.objective).toBeCloseTo(120 * 15, 6);
  });

  it('reports an obligation it cannot hold with its cost, and still plans', () => {
    const r = solve(reservePlant(flat(4, 50), [reserve({ id: 'big', mw: 120 })], { waterValue: 10 }));
    expect(held(r)).toEqual(flat(4, 100));
    expect(r.reserves![0].shortfall).toEqual(flat(4, 20));
    // 1000 (physical tier) x 50 EUR/MWh (highest price) per MW and hour: 20 MW x 4 h
    expect(r.reserves![0].shortfallCost).toBeCloseTo(20 * 4 * 50_000, 3);
    expect(r.penalty).toBeCloseTo(20 * 4 * 50_000, 3);
    expect(r.messages.join('\n')).toMatch(
      /Grid reserve aFRR on unit G cannot be held in full at .* \(4 steps\): up to 20 MW short, penalty 4000000 EUR/,
    );
  });

  it('changes the water value: 60 MW held upward in the peak pushes water into cheaper hours', () => {
    // 150 MWh of water, prices 100, 100, 40, 40. Free: 100 + 50 MWh in the peak, the last MWh is worth 100.
    // Holding 60 MW upward in hours 0-1 caps them at 40 MW: 80 MWh in the peak, 70 at 40 EUR/MWh.
    const price = [100, 100, 40, 40];
    const plant = (reserves: GridReserve[]) => reservePlant(price, reserves, { content: 150 * M3_PER_MWH });
    const free = solve(plant([]));
    const held60 = solve(plant([reserve({ id: 'peak', mw: 60, blockSteps: 2, toStep: 2 })]));
    expect(free.reservoirs[0].waterValue[0] * M3_PER_MWH).toBeCloseTo(100, 6);
    expect(held60.reservoirs[0].waterValue[0] * M3_PER_MWH).toBeCloseTo(40, 6);
    expect(free.objective).toBeCloseTo(15_000, 6);
    expect(held60.objective).toBeCloseTo(8000 + 70 * 40, 6);
  });

  it('the LP export solved by cbc gives the same optimum (spinning FCR, offers with rules, activation, a shortfall)', () => {
    const m = reservePlant(
      [30, 12, 8, 45, 70, 22, 9, 60],
      [
        reserve({ id: 'fcr', product: 'FCR', direction: 'symmetric', type: 'spinning', mw: 8, blockSteps: 4 }),
        reserve({
          id: 'afrr',
          mode: 'additional',
          direction: 'negative',
          type: 'spinning',
          mw: 40,
          capacityPrice: [3, 9, 14, 2, 6, 6, 11, 4],
          bidStep: 5,
          minBid: 12,
          blockSteps: 2,
          activationFactor: 0.3,
          activationCompensation: 55,
        }),
        reserve({ id: 'mfrr', product: 'mFRR', mw: [null, null, 95, 95, 95, 95, null, null], activationFactor: 0.1 }),
      ],
      { content: 300 * M3_PER_MWH, waterValue: 25, unit: { runMinPower: 15 } },
    );
    const r = solve(m);
    const cbc = cbcOptimum(m);
    expect(Math.abs(cbc - r.objective)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(r.objective)));
    // 95 MW of mFRR beside 8 MW of FCR upward on a 100 MW unit that runs at least 15 MW: short
    expect(r.reserves!.reduce((s, g) => s + g.shortfallCost, 0)).toBeGreaterThan(0);
    expect(r.messages.some((m) => m.includes('cannot be held in full'))).toBe(true);
  });
});
