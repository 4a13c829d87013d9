import { maxOf } from '@penstock/domain';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLp } from '../../buildLp.js';
import { checkPlan } from '../../checkPlan.js';
import { segSlope } from '../../lp/terms.js';
import { solveLp } from '../../solveLp.js';
import { cbcOptimum } from '../../testing/cbcOptimum.js';
import type { OptimizerModel } from '../../types.js';
import { syntheticCascade } from '../../syntheticCascade.js';
import { fixOnOff, onPattern } from './fixOnOff.js';
import { withHead } from './headCascade.js';
import { unitPower } from './headPhysics.js';
import { headTestModel } from './headTestModel.js';
import { planPoint } from './headValue.js';
import { solveWithHead } from './solveWithHead.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** The test model with running minima and start costs (on/off decisions). */
const withOnOff = (): OptimizerModel => {
  const m = headTestModel();
  return {
    ...m,
    units: m.units.map((u) => ({ ...u, runMinPower: 8 })),
    constraints: m.units.map((u) => ({ id: `${u.id} start`, kind: 'START_COST' as const, target: u.id, value: 40 })),
  };
};

describe('the head part', () => {
  it("gives each step the physics at the start level's net head (no flow before the first iteration)", () => {
    const m = headTestModel();
    const lp = buildLp(m);
    // Start level 350 m; unit a alone at 10 m3/s: 350 - 160 - 0.01 * 10^2 - 0.02 * 10^2 = 187 m.
    // Its best point (10 m3/s) is on the concave curve, so the segments up to it sum to its power there.
    const widths = lp.segments[0].map((g) => g.dq);
    expect(widths).toEqual([5, 5, 10]);
    const p10 = widths.slice(0, 2).reduce((s, dq, k) => s + dq * segSlope(lp, 0, 0, k), 0);
    expect(Math.abs(p10 - unitPower(m.units[0], 10, 187))).toBeLessThan(1e-9);
  });

  it('starts the curve of a unit with on/off decisions at its lowest discharge, which it runs whole', () => {
    const m = withOnOff();
    const lp = buildLp(m);
    const h5 = 350 - 160 - 0.01 * 25 - 0.02 * 25;
    expect(Math.abs(5 * segSlope(lp, 0, 0, 0) - unitPower(m.units[0], 5, h5))).toBeLessThan(1e-9);
    const r = solveLp(highs, m, { mipGap: 0 });
    expect(r.status).toBe('OPTIMAL');
    for (const u of r.units) for (const q of u.discharge) expect(q < 1e-9 || q >= 5 - 1e-9).toBe(true);
  });

  it("an incremental iteration's LP: HiGHS and cbc agree on the optimum of the exported LP text to 1e-9", () => {
    const m = withOnOff();
    const first = solveLp(highs, m, { mipGap: 0 });
    const { model: fixed } = fixOnOff(m, first);
    const lpModel: OptimizerModel = { ...fixed, headPoint: { ...planPoint(m, first), on: onPattern(m, first) } };
    const r = solveLp(highs, lpModel);
    expect(r.status).toBe('OPTIMAL');
    const cbc = cbcOptimum(lpModel);
    expect(Math.abs(cbc - r.objective)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(r.objective)));
  });
});

describe('successive linearisation', () => {
  it('stores the power the physics gives on the plan itself and reports the iterations', () => {
    const m = withOnOff();
    const r = solveWithHead(highs, m);
    expect(r.status).toBe('OPTIMAL');
    expect(checkPlan(m, r)).toEqual([]);
    const its = r.head!.iterations;
    expect(its[0].kind).toBe('full');
    expect(its.some((i) => i.kind === 'incremental')).toBe(true);
    expect(its.every((i) => Number.isFinite(i.maxHeadChange))).toBe(true);
    // power = physics at the plan's own net head, revenue and objective follow from it
    let revenue = 0;
    r.units.forEach((u, ui) =>
      u.power.forEach((p, t) => {
        const h = r.head!.netHead[u.id][t];
        expect(Math.abs(p - unitPower(m.units[ui], u.discharge[t], h))).toBeLessThan(1e-9);
        revenue += p * (m.price as number[])[t];
      }),
    );
    expect(r.revenue).toBeCloseTo(revenue, 6);
    expect(r.objective).toBeCloseTo(r.revenue + r.terminalValue - r.penalty, 6);
    expect(r.objective).toBe(maxOf(its.map((i) => i.physicalObjective)));
    // net head: start level (350 m) less the losses at the first step's flows
    const q0 = r.units[0].discharge[0] + r.units[1].discharge[0];
    expect(r.head!.netHead.a[0]).toBeCloseTo(350 - 160 - 0.01 * q0 * q0 - 0.02 * q0 * q0, 9);
  });
});

describe('iterations that cost little', () => {
  it('a model without on/off decisions takes one full iteration, then incremental ones from the previous basis', () => {
    const m = headTestModel({ head: { fullIterations: 3 } });
    const lpIterations: number[] = [];
    const r = solveWithHead(highs, m, { onIteration: (_it, _lp, plan) => lpIterations.push(plan.stats.iterations) });
    const its = r.head!.iterations;
    expect(its.filter((i) => i.kind === 'full')).toHaveLength(1);
    expect(its.length).toBeGreaterThan(1);
    // Each later LP starts from its predecessor's basis: far fewer simplex iterations than the cold first.
    expect(lpIterations.length).toBe(its.length);
    for (const n of lpIterations.slice(1)) expect(n).toBeLessThan(lpIterations[0]);
  });

  it('solveLp re-solves an LP from the basis it kept without a simplex iteration', () => {
    const m = headTestModel();
    let basis: import('highs').Basis | undefined;
    const cold = solveLp(highs, m, {}, { keep: (b) => (basis = b) });
    const warm = solveLp(highs, m, {}, { start: basis });
    expect(cold.stats.iterations).toBeGreaterThan(0);
    expect(warm.stats.iterations).toBe(0);
    expect(warm.objective).toBeCloseTo(cold.objective, 9);
  });
});

describe('limits at the physical power', () => {
  it('keeps p_max and ramps at the power the physics gives, not only at the linearised power', () => {
    // The reservoir falls 40 m over the day, so the linearisation at the previous plan's head drifts.
    const m = headTestModel({
      steps: 12,
      price: [30, 80, 20, 90, 45, 25, 70, 15, 85, 40, 60, 20],
      reservoirs: [{ ...headTestModel().reservoirs[0], initialContent: 1.5e6, inflow: 0, terminalWaterValue: 0.005 }],
    });
    const limited: OptimizerModel = { ...m, units: m.units.map((u) => ({ ...u, pMax: 15, rampPower: 6 })) };
    const r = solveWithHead(highs, limited);
    expect(r.status).toBe('OPTIMAL');
    expect(checkPlan(limited, r)).toEqual([]);
    // checkPlan reads p_max on flow-to-power curves only: the head units' physical power here
    for (const u of r.units) for (const p of u.power) expect(p).toBeLessThanOrEqual(15 * (1 + 1e-4));
    expect(maxOf(r.units.flatMap((u) => u.power))).toBeGreaterThan(14.5);
  });

  it('the 8-reservoir cascade over a week keeps every ramp at its physical power to 1e-6, in at most 3 iterations', () => {
    // Ramps bind each step's physics to first order around the previous plan (its slope inside the
    // segment, its head through the upstream content): a constant offset took 6 iterations and left 13 ramps broken.
    // The plan kept has the last kW-sized ramp breaks repaired (keepLimits): without, 5 iterations.
    const m = withHead(syntheticCascade(8, 168, { seed: 42 }));
    let simplex = 0;
    const r = solveWithHead(highs, m, {
      onIteration: (it, _lp, plan) => (simplex += it.kind === 'incremental' ? plan.stats.iterations : 0),
    });
    expect(r.status).toBe('OPTIMAL');
    expect(checkPlan(m, r)).toEqual([]);
    expect(r.head!.iterations.length).toBeLessThanOrEqual(3);
    // The incremental LPs run unscaled from their predecessor's basis: 437 simplex iterations (scaled, 809).
    expect(simplex).toBeLessThan(600);
  });

  it("an incremental LP with the ramps' first-order terms: cbc's optimum of the exported LP text equals HiGHS's to 1e-9", () => {
    const m = withHead(syntheticCascade(8, 24, { seed: 42 }));
    let last: { lpModel: OptimizerModel; objective: number } | undefined;
    solveWithHead(highs, m, { onIteration: (it, lpModel, plan) => (last = { lpModel, objective: plan.objective }) });
    expect(last!.lpModel.headPoint?.on).toBeDefined();
    expect(m.units.every((u) => u.rampPower! > 0)).toBe(true);
    const cbc = cbcOptimum(last!.lpModel);
    expect(Math.abs(cbc - last!.objective)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(last!.objective)));
  });
});
