import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp } from './buildLp.js';
import { highsModelData } from './highsModelData.js';
import { relaxAndRound } from './mipStart.js';
import { fractionalRuns, searchRuns } from './searchRuns.js';
import { syntheticCascade } from './syntheticCascade.js';
import { syntheticConstraints } from './syntheticConstraints.js';
import { cbcOptimum } from './testing/cbcOptimum.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** A run over positions `at` with equal worth except where given. */
const run = (at: number[], relaxedOn: number, worth = at.map(() => 1)) => ({ at, relaxedOn, worth });
const never = () => false;

/** Plans of six steps as searchSixSteps sweeps them: the first sweep gains 100, the second 0.001. */
const TWO_SWEEPS: [string, number][] = [
  ['110000', 0],
  ['111000', 100],
  ['111100', 100.001],
];

/**
 * The objective of searchRuns over one run of six steps from [1,1,0,0,0,0], the plans valued by a
 * table (every other plan -1000).
 */
function searchSixSteps(values: [string, number][], options: { bound: number; gapTarget: number }): number {
  const table = new Map(values);
  const start = Float64Array.of(1, 1, 0, 0, 0, 0);
  return searchRuns(
    [run([0, 1, 2, 3, 4, 5], 0.1)],
    { fixed: start, objective: 0 },
    (x) => table.get(x.join('')) ?? -1000,
    { exhausted: never, ...options },
  ).objective;
}

describe('searchRuns (the moves, with a made-up objective)', () => {
  // Two runs of 6 steps: A (positions 0-5) and B (6-11). The objective pays 10 for A standing still
  // and 7 for each of B's last two steps running, but 5 for each other step B runs, and it only pays
  // for B while A stands: no single run's move from "all on" finds the best plan on its own terms.
  const objective = (x: Float64Array) => {
    const aOff = [0, 1, 2, 3, 4, 5].every((i) => x[i] === 0);
    let b = 0;
    for (let i = 6; i < 12; i++) if (x[i]) b += i >= 10 ? 7 : -5;
    return (aOff ? 10 + b : 0) - [0, 1, 2, 3, 4, 5].filter((i) => x[i]).length;
  };
  const runs = [run([0, 1, 2, 3, 4, 5], 3), run([6, 7, 8, 9, 10, 11], 2)];

  it('takes each run in turn to its best pattern (all off, the last k steps) until no run improves', () => {
    const start = new Float64Array(12).fill(1);
    const best = searchRuns(runs, { fixed: start, objective: objective(start) }, objective, {
      exhausted: never,
      bound: Infinity,
      gapTarget: 0,
    });
    expect(Array.from(best.fixed)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(best.objective).toBe(24);
  });

  it('prices no plan twice, and stops as soon as the plan is proven within the gap', () => {
    const start = new Float64Array(12).fill(1);
    const seen = new Set<string>();
    let calls = 0;
    const counted = (x: Float64Array) => {
      calls++;
      seen.add(x.join(''));
      return objective(x);
    };
    searchRuns(runs, { fixed: start, objective: objective(start) }, counted, {
      exhausted: never,
      bound: Infinity,
      gapTarget: 0,
    });
    expect(calls).toBe(seen.size);
    calls = 0;
    // bound 10: A off (worth 4) is within 150 % of it, so the search ends there and leaves B running
    const early = searchRuns(runs, { fixed: start, objective: objective(start) }, counted, {
      exhausted: never,
      bound: 10,
      gapTarget: 1.5,
    });
    expect(early.objective).toBe(4);
    expect(Array.from(early.fixed)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('stops after a sweep that gains less than a tenth of the gap target (branch and cut proves as fast from there)', () => {
    // One run of 6 steps from [1,1,0,0,0,0]: each sweep moves one edge a step to the right. The first
    // gains 100, the second 0.001, the third would gain 99.999 more.
    const search = (gapTarget: number) =>
      searchSixSteps([...TWO_SWEEPS, ['111110', 200]], { bound: Infinity, gapTarget });
    // without a gap target it sweeps until a sweep gains nothing
    expect(search(0)).toBe(200);
    // at 1 %, 0.001 is below a tenth of 1 % of 100: it ends after the second sweep
    expect(search(0.01)).toBe(100.001);
  });

  it('hands over to branch and cut after a sweep that ends within twice the gap target of the bound', () => {
    const search = (bound: number) => searchSixSteps(TWO_SWEEPS, { bound, gapTarget: 0.01 });
    // 100 is 1.5 % below a bound of 101.5: not proven within 1 %, but within 2 %, so no second sweep
    expect(search(101.5)).toBe(100);
    // 2.5 % below a bound of 102.5: it sweeps again
    expect(search(102.5)).toBe(100.001);
  });

  it('tries nothing once its work is spent and keeps the plan it was given', () => {
    const start = new Float64Array(12).fill(1);
    let calls = 0;
    const best = searchRuns(runs, { fixed: start, objective: objective(start) }, (x) => (calls++, objective(x)), {
      exhausted: () => true,
      bound: Infinity,
      gapTarget: 0,
    });
    expect(calls).toBe(0);
    expect(best.fixed).toBe(start);
  });
});

describe('searchRuns on a cascade (the LP prices each plan)', () => {
  // Two reservoirs over one week of hours with start and stop costs, night residual flows below the
  // technical minimum and flow ramps: the relaxation runs the units part-on in the weekend's cheap
  // daytime hours, and rounding it keeps them running.
  const model = syntheticConstraints(syntheticCascade(2, 168, { seed: 1, start: Date.UTC(2026, 0, 4) }));

  it('finds the optimum cbc proves, where the rounded relaxation alone is 0.8 % below it', () => {
    const lp = buildLp(model);
    const hm = highs.createModel(highsModelData(highs, lp));
    hm.options.set({ output_flag: false });
    const bins = Int32Array.from(lp.cons.binaries).sort();
    const rounded = relaxAndRound(highs, hm, lp, bins)!;
    const searched = relaxAndRound(highs, hm, lp, bins, undefined, { work: Infinity, gapTarget: 0 })!;
    hm.dispose();

    const optimum = cbcOptimum(model);

    expect(rounded.objective!).toBeLessThan(optimum * (1 - 0.005));
    expect(searched.objective!).toBeCloseTo(optimum, 3);
    expect(searched.bound).toBeGreaterThanOrEqual(optimum);
    // the plan it hands on is the one it priced: its on/off values are those of its columns
    for (const [i, c] of bins.entries()) expect(searched.x![c]).toBeCloseTo(searched.fixed![i], 9);
  }, 120_000); // cbc proves the optimum at zero gap: about 20 s quiet, past 30 s on a loaded machine

  it('finds the runs where the relaxation leaves a unit part-on, worth the price of running in each step', () => {
    const lp = buildLp(model);
    const hm = highs.createModel(highsModelData(highs, lp));
    hm.options.set({ output_flag: false });
    const bins = Int32Array.from(lp.cons.binaries).sort();
    hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(bins.length));
    hm.run();
    const x = hm.getSolution().colValue;
    hm.dispose();
    const runs = fractionalRuns(lp, bins, x);
    expect(runs.length).toBeGreaterThan(0);
    const stepOf = new Map<number, number>();
    lp.cons.onCol.forEach((c, k) => stepOf.set(c, k % lp.T));
    for (const r of runs) {
      const steps = r.at.map((i) => stepOf.get(bins[i])!);
      // consecutive steps of one unit, each part-on, summing to relaxedOn
      expect(steps).toEqual(steps.map((_, j) => steps[0] + j));
      for (const i of r.at) {
        expect(x[bins[i]]).toBeGreaterThan(1e-6);
        expect(x[bins[i]]).toBeLessThan(1 - 1e-6);
      }
      expect(r.relaxedOn).toBeCloseTo(
        r.at.reduce((s, i) => s + x[bins[i]], 0),
        9,
      );
      // worth follows the price (a generating unit's first segment earns price x power)
      const order = (a: number[]) => a.map((_, j) => j).sort((p, q) => a[p] - a[q] || p - q);
      const prices = steps.map((t) => (model.price as number[])[t]);
      expect(order(r.worth)).toEqual(order(prices));
    }
  });
});
