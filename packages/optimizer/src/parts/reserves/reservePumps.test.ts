import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp } from '../../buildLp.js';
import { highsModelData } from '../../highsModelData.js';
import { relaxAndRound } from '../../mipStart.js';
import { solveLp } from '../../solveLp.js';
import { cbcOptimum } from '../../testing/cbcOptimum.js';
import type { OptimizerModel } from '../../types.js';
import { pumpPlant, reserve, solveChecked } from './reserveTestPlant.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const solve = (m: OptimizerModel) => {
  const r = solveChecked(highs, m);
  return { power: r.units[0].power.map((v) => +v.toFixed(9)), held: r.reserves?.[0].held, r };
};
const flat = (v: number) => [v, v, v, v];

describe('grid reserves on a pump turbine while pumping', () => {
  it('pumps at its full 50 MW without reserves', () => {
    expect(solve(pumpPlant([])).power).toEqual(flat(-50));
  });

  it('a symmetric 10 MW FCR: pumps 40 MW (room to pump 10 more), generates nothing at the same time', () => {
    // Generating at 10 MW to hold it would spend water worth 50 EUR/MWh more than it earns (500 EUR/h);
    // pumping 10 MW less loses 20 EUR/MWh (200 EUR/h). So it pumps 40: 40 - 10 >= 0 and 40 + 10 <= 50.
    const fcr = reserve({ id: 'fcr', product: 'FCR', direction: 'symmetric', type: 'spinning', mw: 10 });
    const { power, held, r } = solve(pumpPlant([fcr]));
    expect(held).toEqual(flat(10));
    expect(power).toEqual(flat(-40));
    expect(r.units[0].discharge.map((v) => +v.toFixed(9))).toEqual(flat(0));
    expect(r.units[0].pumped.map((v) => +v.toFixed(9))).toEqual(flat(40));
    expect(r.reserves![0].shortfall).toEqual(flat(0));
  });

  it('upward reserve by pumping less: 20 MW up above a pumping minimum of 25 MW leaves it pumping 50 MW', () => {
    // Pumping 20 MW less must stay at the pumping minimum or above: 50 - 20 = 30 >= 25.
    const up = reserve({ id: 'up', direction: 'positive', type: 'spinning', mw: 20 });
    const unit = { ...pumpPlant([]).units[0], pumpRunMinPower: 25 };
    const { power, held } = solve({ ...pumpPlant([up]), units: [unit] });
    expect(held).toEqual(flat(20));
    expect(power).toEqual(flat(-50));
    // A minimum of 35 leaves 15 MW to pump less: it cannot hold 20 MW by pumping at all.
    const lp = solveLp(highs, { ...pumpPlant([up]), units: [{ ...unit, pumpRunMinPower: 35 }] }, { mipGap: 0 });
    expect(lp.units[0].pumped.every((q) => q < 1e-6)).toBe(true);
  });

  it('downward reserve by pumping more: 15 MW down leaves it pumping 35 MW', () => {
    const down = reserve({ id: 'down', direction: 'negative', type: 'spinning', mw: 15 });
    const { power, held } = solve(pumpPlant([down]));
    expect(held).toEqual(flat(15));
    expect(power).toEqual(flat(-35));
  });

  it('the relaxation cannot hold a symmetric FCR for free with a fractional mode: its bound is the optimum', () => {
    // At 40 EUR/MWh pumping loses 10 EUR/MWh and generating 20: P holds 10 MW FCR by pumping 10 MW
    // (400 EUR over 4 h); above a pumping minimum of 25 MW (pumping 35) by generating 10 MW (800).
    // Without the mode-room inequality the relaxation held it at on = 0.2 with neither generation nor
    // pumping (bound 0), and the roundings put P in pumping mode where it could not pump (benchmark).
    const fcr = reserve({ id: 'fcr', product: 'FCR', direction: 'symmetric', type: 'spinning', mw: 10 });
    for (const [pumpRunMinPower, p] of [
      [0, -10],
      [25, 10],
    ]) {
      const m = { ...pumpPlant([fcr]), price: flat(40) };
      m.units = [{ ...m.units[0], pumpRunMinPower }];
      const { power, held, r } = solve(m);
      expect(held).toEqual(flat(10));
      expect(power).toEqual(flat(p));
      const lp = buildLp(m);
      const hm = highs.createModel(highsModelData(highs, lp));
      hm.options.set({ output_flag: false });
      const start = relaxAndRound(highs, hm, lp, Int32Array.from(lp.cons.binaries).sort())!;
      hm.dispose();
      expect(start.bound).toBeCloseTo(r.objective, 6);
      expect(Math.abs(cbcOptimum(m) - r.objective)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(r.objective)));
    }
  });

  it('the LP export solved by cbc gives the same optimum (pumping mode without and with a pumping minimum)', () => {
    const fcr = reserve({ id: 'fcr', product: 'FCR', direction: 'symmetric', type: 'spinning', mw: 10 });
    const up = reserve({
      id: 'up',
      direction: 'positive',
      type: 'spinning',
      mode: 'additional',
      mw: 30,
      capacityPrice: 25,
    });
    for (const pumpRunMinPower of [0, 25]) {
      const m = { ...pumpPlant([fcr, up], 6), price: [10, 10, 90, 95, 10, 12] };
      m.units = [{ ...m.units[0], pumpRunMinPower }];
      const r = solve(m).r;
      expect(Math.abs(cbcOptimum(m) - r.objective)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(r.objective)));
    }
  });
});
