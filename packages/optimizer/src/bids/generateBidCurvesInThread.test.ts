import { maxOf } from '@penstock/domain';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { highsModelData } from '../highsModelData.js';
import { solveLp } from '../solveLp.js';
import { syntheticCascade } from '../syntheticCascade.js';
import { cbcLpOptimum } from '../testing/cbcOptimum.js';
import type { OptimizerModel } from '../types.js';
import { BID_MAX_POINTS, BID_PRICE_MAX, BID_PRICE_MIN, gridVolume } from './bidGrid.js';
import { bidVolumeAt } from './bidVolumeAt.js';
import { evaluateBidCurves } from './evaluateBidCurves.js';
import { buildBidLp } from './buildBidLp.js';
import { generateBidCurvesInThread } from './generateBidCurvesInThread.js';
import { priceScenarios } from './priceScenarios.js';
import { syntheticPriceErrors } from './syntheticPriceErrors.js';
import type { BidCurveResult, BidOptions } from './types.js';
import { writeBidLp } from './writeBidLp.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/**
 * One reservoir holding 9,000 m3 (2.5 MWh: one quarter-hour at full load), one 10 MW turbine (1 MW per
 * m3/s), water left worth 50 EUR/MWh (50/3600 EUR/m3), two quarter-hours, three equally likely price
 * scenarios (EUR/MWh): s1 (30, 40), s2 (60, 45), s3 (85, 90).
 *
 * Closed form. The volumes at the scenario prices: step 1 a <= b <= c at 30, 60, 85; step 2 d <= e <= f
 * at 40, 45, 90 (monotone in price). Scenario s dispatches its pair, within the water: P1 + P2 <= 10 MW.
 * Its value is 125 EUR of water (9,000 m3 x 50/3600) + 0.25 h x ((price1 - 50) P1 + (price2 - 50) P2).
 * s1 loses on both (a = d = 0), s2 gains only in step 1 (+10 per MW; e = 0, which e >= d = 0 allows).
 * What is left: maximise 10 b + 35 c + 40 f with b <= c (monotone), c + f <= 10 (s3's water). With
 * perfect foresight s3 would sell at 90 in step 2 (c = 0, f = 10: 400) and s2 would still sell at 60 in
 * step 1, but the curve cannot sell at 60 and not at 85: b <= c. Along b = c, f = 10 - c the value is
 * 400 + 5 c, so b = c = 10, f = 0: both s2 and s3 sell the water in step 1 (450 against 400).
 * Expected objective: 125 + 1/3 x 0.25 x 450 = 162.5 EUR (s1 125, s2 150, s3 212.5). The end points take
 * the plant's range: 0 MW at -500 and 10 MW at 4000.
 */
const hand: OptimizerModel = {
  start: Date.UTC(2026, 9, 1, 22),
  stepSeconds: 900,
  steps: 2,
  price: [55, 60],
  reservoirs: [
    {
      id: 'L',
      initialContent: 9000,
      inflow: 0,
      hardMinContent: 0,
      hardMaxContent: 20000,
      terminalWaterValue: 50 / 3600,
    },
  ],
  units: [{ id: 'G', type: 'TURBINE', upstream: 'L', downstream: null, curve: [{ q: 10, p: 10 }] }],
};
const handOptions: BidOptions = {
  scenarios: [
    [30, 40],
    [60, 45],
    [85, 90],
  ],
  fromStep: 0,
  toStep: 2,
};

/** Largest generation and pumping of the plant, MW, from the units' data (independent of the LP). */
function plantRange(m: OptimizerModel): { lo: number; hi: number } {
  let lo = 0,
    hi = 0;
  for (const u of m.units) {
    if (u.type !== 'PUMP' && u.type !== 'GATE')
      hi += Math.min(u.pMax ?? Infinity, maxOf((u.curve ?? []).map((p) => p.p)));
    if (u.type === 'PUMP' || u.type === 'PUMP_TURBINE') lo -= (u.pumpQMax ?? 0) * (u.pumpPowerPerFlow ?? 0);
  }
  return { lo, hi };
}

/** A plan volume on the 0.1 MW grid as a curve carries it: the nearest step, inwards at the plant's limits. */
function onGrid(m: OptimizerModel, mw: number): number {
  const { lo, hi } = plantRange(m);
  return Math.min(gridVolume(hi, -1), Math.max(gridVolume(lo, 1), gridVolume(mw)));
}

/** Every rule a curve set must keep, and each scenario's dispatch = its curve at its price. */
function expectValidCurves(m: OptimizerModel, o: BidOptions, r: BidCurveResult) {
  const { lo, hi } = plantRange(m);
  expect(r.curves).toHaveLength(o.toStep - o.fromStep);
  r.curves.forEach((curve) => {
    expect(curve.length).toBeLessThanOrEqual(BID_MAX_POINTS);
    expect(curve[0].price).toBe(BID_PRICE_MIN);
    expect(curve.at(-1)!.price).toBe(BID_PRICE_MAX);
    curve.forEach((p, i) => {
      expect(Math.round(p.price * 100) / 100).toBe(p.price);
      expect(Math.round(p.mw * 10) / 10).toBe(p.mw);
      expect(p.mw).toBeGreaterThanOrEqual(lo - 1e-9);
      expect(p.mw).toBeLessThanOrEqual(hi + 1e-9);
      if (i > 0) {
        expect(p.price).toBeGreaterThan(curve[i - 1].price);
        expect(p.mw).toBeGreaterThanOrEqual(curve[i - 1].mw);
      }
    });
  });
  const probabilities = o.probabilities ?? o.scenarios.map(() => 1 / o.scenarios.length);
  r.scenarios.forEach((s, k) =>
    s.power.forEach((p, d) => {
      const price = Math.round(o.scenarios[k][o.fromStep + d] * 100) / 100;
      // Within one 0.1 MW step: nearest, or inwards where the dispatch is at the plant's limit off the grid.
      expect(Math.abs(bidVolumeAt(r.curves[d], price) - p)).toBeLessThan(0.1);
    }),
  );
  const expected = r.scenarios.reduce((s, sc, k) => s + probabilities[k] * sc.objective, 0);
  expect(r.expectedObjective).toBeCloseTo(expected, 4);
}

describe('generateBidCurvesInThread', () => {
  it('gives the hand-derived curve of one reservoir, two quarter-hours and three price scenarios', () => {
    const r = generateBidCurvesInThread(highs, hand, handOptions);
    expect(r.curves).toEqual([
      [
        { price: -500, mw: 0 },
        { price: 30, mw: 0 },
        { price: 60, mw: 10 },
        { price: 85, mw: 10 },
        { price: 4000, mw: 10 },
      ],
      [
        { price: -500, mw: 0 },
        { price: 40, mw: 0 },
        { price: 45, mw: 0 },
        { price: 90, mw: 0 },
        { price: 4000, mw: 10 },
      ],
    ]);
    expect(r.expectedObjective).toBeCloseTo(162.5, 6);
    expect(r.scenarios.map((s) => s.objective)).toEqual([
      expect.closeTo(125, 6),
      expect.closeTo(150, 6),
      expect.closeTo(212.5, 6),
    ]);
    expect(r.scenarios.map((s) => s.power.map((p) => Math.round(p * 1e6) / 1e6))).toEqual([
      [0, 0],
      [10, 0],
      [10, 0],
    ]);
  });

  it('values curves on a scenario as the programme does, and the deterministic curve below the stochastic one', () => {
    const r = generateBidCurvesInThread(highs, hand, handOptions);
    const det = generateBidCurvesInThread(highs, hand, { ...handOptions, scenarios: [hand.price as number[]] });
    const value = (curves: BidCurveResult['curves']) =>
      handOptions.scenarios.map((prices) => evaluateBidCurves(highs, hand, curves, prices, 0));
    expect(value(r.curves).map((v) => v.objective)).toEqual([
      expect.closeTo(125, 6),
      expect.closeTo(150, 6),
      expect.closeTo(212.5, 6),
    ]);
    // The forecast (55, 60) plans the water for step 2; its curve sells 9.6 MW at 40 (below the water
    // value, as the line from -500 to 60 passes there) and cannot deliver 10 MW twice in s3.
    const d = value(det.curves);
    expect(d[2].shortSteps).toBeGreaterThan(0);
    expect((d[0].objective + d[1].objective + d[2].objective) / 3).toBeLessThan(162.5 - 10);
  });

  it('writes the stochastic programme as LP text whose optimum cbc finds equal to the expected objective', () => {
    expect(cbcLpOptimum(writeBidLp(hand, handOptions))).toBeCloseTo(162.5, 6);
    const m = syntheticCascade(2, 40, { stepSeconds: 900, seed: 5 });
    const o: BidOptions = {
      scenarios: priceScenarios(m.price as number[], syntheticPriceErrors(12, 24), 4, 3, { fromStep: 4, toStep: 28 }),
      fromStep: 4,
      toStep: 28,
    };
    const r = generateBidCurvesInThread(highs, m, o);
    const cbc = cbcLpOptimum(writeBidLp(m, o));
    expect(Math.abs(cbc - r.expectedObjective) / Math.abs(r.expectedObjective)).toBeLessThan(1e-7);
  });

  it('gives exactly the plan volume at the forecast price in deterministic mode', () => {
    for (const seed of [1, 2]) {
      const m = syntheticCascade(seed + 1, 192, { stepSeconds: 900, seed });
      const plan = solveLp(highs, m);
      expect(plan.status).toBe('OPTIMAL');
      const o: BidOptions = { scenarios: [m.price as number[]], fromStep: 16, toStep: 112 };
      const r = generateBidCurvesInThread(highs, m, o);
      expectValidCurves(m, o, r);
      expect(r.expectedObjective).toBeCloseTo(plan.objective, 6);
      r.curves.forEach((curve, d) => {
        const t = o.fromStep + d;
        const planned = plan.units.reduce((s, u) => s + u.power[t], 0);
        expect(bidVolumeAt(curve, (m.price as number[])[t])).toBe(onGrid(m, planned));
      });
    }
  });

  it('stacks one scenario into an LP whose optimum is the plan objective (the programme adds no value of its own)', () => {
    const m = syntheticCascade(3, 96, { stepSeconds: 900, seed: 4 });
    const bid = buildBidLp(m, { scenarios: [m.price as number[]], fromStep: 8, toStep: 56 });
    const hm = highs.createModel(highsModelData(highs, bid));
    hm.options.set({ output_flag: false });
    hm.run();
    expect(hm.getModelStatus()).toBe(highs.constants.modelStatus.optimal);
    expect(hm.getObjectiveValue()).toBeCloseTo(solveLp(highs, m).objective, 5);
    hm.dispose();
  });

  it('keeps every stochastic curve monotone, on the grids, within the plant and through each scenario dispatch', () => {
    for (const seed of [1, 2, 3]) {
      const m = syntheticCascade(seed, 192, { stepSeconds: 900, seed });
      const o: BidOptions = {
        scenarios: priceScenarios(m.price as number[], syntheticPriceErrors(40), 10, seed, {
          fromStep: 16,
          toStep: 112,
        }),
        fromStep: 16,
        toStep: 112,
      };
      const r = generateBidCurvesInThread(highs, m, o);
      expectValidCurves(m, o, r);
      // The top reservoir's pump turbine buys at the floor price.
      expect(r.curves[0][0].mw).toBeLessThan(0);
    }
  });

  it('interpolates between given price points for scenario prices between them, with unequal probabilities', () => {
    const m = syntheticCascade(1, 96, { stepSeconds: 900, seed: 9 });
    const scenarios = priceScenarios(m.price as number[], syntheticPriceErrors(20, 48), 6, 2, {
      fromStep: 0,
      toStep: 48,
    });
    const o: BidOptions = {
      scenarios,
      probabilities: [0.3, 0.2, 0.1, 0.1, 0.2, 0.1],
      fromStep: 0,
      toStep: 48,
      pricePoints: [0, 25, 50, 75, 100, 150],
    };
    const r = generateBidCurvesInThread(highs, m, o);
    expectValidCurves(m, o, r);
    expect(r.curves[0].map((p) => p.price)).toEqual([-500, 0, 25, 50, 75, 100, 150, 4000]);
  });

  it('fixes on/off decisions from the deterministic plan (running minima) and keeps the curve at the plan volume in deterministic mode', () => {
    const base = syntheticCascade(2, 96, { stepSeconds: 900, seed: 6 });
    const m: OptimizerModel = { ...base, units: base.units.map((u, i) => (i === 1 ? { ...u, runMinPower: 8 } : u)) };
    const plan = solveLp(highs, m);
    expect(plan.stats.mip?.binaries).toBeGreaterThan(0);
    const det = generateBidCurvesInThread(highs, m, { scenarios: [m.price as number[]], fromStep: 0, toStep: 48 });
    det.curves.forEach((c, t) =>
      expect(bidVolumeAt(c, (m.price as number[])[t])).toBe(
        onGrid(
          m,
          plan.units.reduce((s, u) => s + u.power[t], 0),
        ),
      ),
    );
    const o: BidOptions = {
      scenarios: priceScenarios(m.price as number[], syntheticPriceErrors(10, 48), 5, 1, { fromStep: 0, toStep: 48 }),
      fromStep: 0,
      toStep: 48,
    };
    const r = generateBidCurvesInThread(highs, m, o);
    expectValidCurves(m, o, r);
  });

  it('gives one curve per quarter-hour of a delivery day of 92 or 100 (the days the clocks change)', () => {
    for (const qh of [92, 100]) {
      const m = syntheticCascade(1, qh + 8, { stepSeconds: 900, seed: qh });
      const o: BidOptions = {
        scenarios: priceScenarios(m.price as number[], syntheticPriceErrors(8, qh), 3, 1, {
          fromStep: 4,
          toStep: 4 + qh,
        }),
        fromStep: 4,
        toStep: 4 + qh,
      };
      expectValidCurves(m, o, generateBidCurvesInThread(highs, m, o));
    }
  });

  it('bids within what the plant can deliver: after outages and minus the upward reserve it holds', () => {
    const m: OptimizerModel = {
      ...hand,
      units: [{ ...hand.units[0], availability: [6, null] }],
      reserves: [
        {
          id: 'fcr',
          unit: 'G',
          product: 'FCR',
          direction: 'symmetric',
          type: 'spinning',
          mode: 'included',
          blockSteps: 1,
          mw: [0, 2.5],
          activationFactor: 0,
          activationCompensation: 0,
        },
      ],
    };
    for (const scenarios of [handOptions.scenarios, [hand.price as number[]]]) {
      const r = generateBidCurvesInThread(highs, m, { ...handOptions, scenarios });
      expect(r.curves.map((c) => maxOf(c.map((p) => p.mw)))).toEqual([6, 7.5]);
      r.scenarios.forEach((s) => expect(s.power[0]).toBeLessThanOrEqual(6 + 1e-9));
    }
  });

  it('refuses options that do not fit the model, naming what is wrong', () => {
    expect(() => generateBidCurvesInThread(highs, hand, { ...handOptions, toStep: 3 })).toThrow('toStep 3');
    expect(() => generateBidCurvesInThread(highs, hand, { ...handOptions, scenarios: [[1, 2, 3]] })).toThrow(
      'Price scenario 1 has 3 values for 2 steps',
    );
    expect(() => generateBidCurvesInThread(highs, hand, { ...handOptions, probabilities: [0.5, 0.5, 0.5] })).toThrow(
      'probabilities',
    );
    expect(() => generateBidCurvesInThread(highs, hand, { ...handOptions, pricePoints: [50, 40] })).toThrow(
      'pricePoints must increase',
    );
  });
});
