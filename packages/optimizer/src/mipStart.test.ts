import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp } from './buildLp.js';
import { highsModelData } from './highsModelData.js';
import { relaxAndRound } from './mipStart.js';
import { solveLp } from './solveLp.js';
import { cbcOptimum } from './testing/cbcOptimum.js';
import { hourlyModel, levelsOf, turbine } from './testing/modelBuilders.js';
import type { OptimizerModel } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/**
 * The demo world's river plants in small: a head pond held at its start content (the turbine follows
 * the inflow) and a turbine that runs at least 56 m3/s. The inflow is 2 m3/s except in a few hours of
 * 60-90 m3/s: the relaxation runs the turbine part-on in every hour (on = flow / 56), so on wherever
 * water flows asks for 56 m3/s from 2 m3/s of inflow and on at 1/2 stops it for the whole day.
 */
function riverPlant(): OptimizerModel {
  const inflow = Array.from({ length: 24 }, (_, t) => (t >= 8 && t < 12 ? 60 + 10 * (t - 8) : t === 18 ? 70 : 2));
  const price = Array.from({ length: 24 }, (_, t) => 60 + 30 * Math.sin((t / 24) * 2 * Math.PI));
  return hourlyModel(24, price, {
    start: Date.UTC(2026, 10, 27),
    reservoirs: [
      {
        id: 'pond',
        initialContent: 500_000,
        inflow,
        levelContent: levelsOf([
          [550, 0],
          [560, 1_500_000],
        ]),
        terminalWaterValue: 0.05,
      },
    ],
    units: [
      turbine(
        't1',
        ['pond', null],
        [
          [56, 5],
          [280, 30],
        ],
        { qMax: 280, runMinFlow: 56, optimizationMode: 'FOLLOWING_UPSTREAM' },
      ),
      { id: 'weir', type: 'GATE', upstream: 'pond', downstream: null, qMax: 1800 },
    ],
  });
}

describe('relax-and-round', () => {
  it('runs a unit that follows a small inflow where the water reaches its minimum flow: the optimum cbc proves', () => {
    const model = riverPlant();
    const lp = buildLp(model);
    const hm = highs.createModel(highsModelData(highs, lp));
    hm.options.set({ output_flag: false });
    const bins = Int32Array.from(lp.cons.binaries).sort();
    const start = relaxAndRound(highs, hm, lp, bins)!;
    hm.dispose();
    const optimum = cbcOptimum(model);
    // Before the minimum-flow rounding the best rounding stopped the turbine all day (everything spilled).
    expect(start.objective!).toBeCloseTo(optimum, 6);
    expect(Array.from(start.fixed!)).toEqual((model.reservoirs[0].inflow as number[]).map((q) => (q >= 56 ? 1 : 0)));
  });

  it('the run takes that plan and proves it, with the work it used counted', () => {
    const r = solveLp(highs, riverPlant());
    expect(r.status).toBe('OPTIMAL');
    expect(r.objective).toBeCloseTo(cbcOptimum(riverPlant()), 6);
    expect(r.stats.mip).toMatchObject({ budgetSpent: false });
    expect(r.stats.mip!.gap).toBeLessThanOrEqual(r.stats.mip!.targetGap!);
    expect(r.stats.mip!.work).toBeGreaterThan(0);
  });
});
