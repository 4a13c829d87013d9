import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveInWindows } from './solveInWindows.js';
import { solveLp } from './solveLp.js';
import { syntheticCascade } from './syntheticCascade.js';
import type { GeneralConstraint, OptimizerModel, PlanResult, Unit } from './types.js';
import { closedReservoir, hourlyModel, levelsOf } from './testing/modelBuilders.js';
import { writeLp } from './writeLp.js';
import { minOf } from '@penstock/domain';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** A turbine making 1 MW per m3/s up to 10 m3/s. */
const turbine = (over: Partial<Unit> = {}): Unit => ({
  id: 'G',
  type: 'TURBINE',
  upstream: 'R',
  downstream: null,
  curve: [{ q: 10, p: 10 }],
  ...over,
});
function plant(
  price: number[],
  content: number,
  over: Partial<OptimizerModel> = {},
  units: Unit[] = [turbine()],
): OptimizerModel {
  return hourlyModel(price.length, price, {
    start: Date.UTC(2026, 5, 1),
    reservoirs: [
      closedReservoir(content, {
        levelContent: levelsOf([
          [100, 0],
          [200, 1e6],
        ]),
      }),
    ],
    units,
    ...over,
  });
}
const solve = (m: OptimizerModel) => {
  const r = solveLp(highs, m);
  expect(r.status, r.messages.join('; ')).toBe('OPTIMAL');
  return r;
};
const round = (a: number[], d = 6) => a.map((v) => Number(v.toFixed(d)) + 0);
const report = (r: PlanResult, id: string) => r.constraints!.find((c) => c.id === id)!;

describe('a residual flow (minimum discharge of a gate)', () => {
  const gate: Unit = { id: 'W', type: 'GATE', upstream: 'R', downstream: null, qMax: 50 };
  const residual = (v: number): GeneralConstraint => ({
    id: 'res',
    label: 'Residual flow',
    kind: 'MIN_DISCHARGE',
    target: 'W',
    value: v,
    tier: 'regulatory',
  });
  it('takes water from the turbine: 36000 m3, 4 h x 2 m3/s to the river, 7200 m3 left for the best hour', () => {
    const base = solve(plant([10, 50, 20, 40], 36_000, {}, [turbine(), gate]));
    expect(round(base.units[0].power)).toEqual([0, 10, 0, 0]);
    expect(base.revenue).toBeCloseTo(500, 6);
    const r = solve(plant([10, 50, 20, 40], 36_000, { constraints: [residual(2)] }, [turbine(), gate]));
    expect(round(r.units[1].discharge)).toEqual([2, 2, 2, 2]);
    expect(round(r.units[0].power)).toEqual([0, 2, 0, 0]);
    expect(r.revenue).toBeCloseTo(100, 6);
    expect(report(r, 'res')).toMatchObject({ brokenSteps: 0, cost: 0, activeSteps: 4 });
    expect(report(r, 'res').shadowPrice).toBeGreaterThan(0); // it binds: keeping it costs water
    expect(r.penalty).toBeLessThan(1e-6);
  });
  it('when no plan can keep it, it is broken as little as possible, and said so', () => {
    // 3 m3/s for 4 h needs 43200 m3; only 36000 are there: 2 m3/s-hours short, the turbine stands still.
    const r = solve(plant([10, 50, 20, 40], 36_000, { constraints: [residual(3)] }, [turbine(), gate]));
    expect(round(r.units[0].power)).toEqual([0, 0, 0, 0]);
    expect(r.units[1].discharge.reduce((s, q) => s + q, 0)).toBeCloseTo(10, 6);
    const rep = report(r, 'res');
    expect(rep.brokenSteps).toBeGreaterThan(0);
    expect(rep.worst).toBeGreaterThan(0);
    expect(rep.worst).toBeLessThanOrEqual(2 + 1e-6);
    expect(rep.unit).toBe('m3/s');
    expect(rep.cost).toBeGreaterThan(0);
    expect(r.penalty).toBeCloseTo(rep.cost, 3);
    expect(r.messages[0]).toMatch(
      /^Constraint "Residual flow" \(regulatory\) is broken .* by up to [\d.]+ m3\/s: no plan keeps it with the other limits; penalty/,
    );
  });
  it('only in the hours the pattern gives (null: not active)', () => {
    const r = solve(
      plant([10, 50, 20, 40], 36_000, { constraints: [{ ...residual(2), value: [null, null, 2, null] }] }, [
        turbine(),
        gate,
      ]),
    );
    expect(round(r.units[1].discharge)).toEqual([0, 0, 2, 0]);
    expect(round(r.units[0].power)).toEqual([0, 8, 0, 0]);
    expect(report(r, 'res').activeSteps).toBe(1);
  });
});

describe('a ramp', () => {
  it('power up and down by at most 4 MW per hour: 10 MWh of water, the 100 EUR hour gets 6 MW (by hand: [2, 6, 2, 0])', () => {
    const price = [10, 100, 10, 10];
    const base = solve(plant(price, 36_000, {}, [turbine({ initialPower: 0 })]));
    expect(base.revenue).toBeCloseTo(1000, 6);
    const ramps: GeneralConstraint[] = [
      { id: 'up', kind: 'RAMP_POWER_UP', target: 'G', value: 4, tier: 'physical' },
      { id: 'down', kind: 'RAMP_POWER_DOWN', target: 'G', value: 4, tier: 'physical' },
    ];
    const r = solve(plant(price, 36_000, { constraints: ramps }, [turbine({ initialPower: 0 })]));
    expect(round(r.units[0].power)).toEqual([2, 6, 2, 0]);
    expect(r.revenue).toBeCloseTo(640, 6);
    expect(r.constraints!.every((c) => c.brokenSteps === 0)).toBe(true);
  });
  it('a discharge decrease limit slows the stop after the peak', () => {
    const r = solve(
      plant(
        [100, 0, 0],
        36_000,
        { constraints: [{ id: 'dec', kind: 'RAMP_FLOW_DOWN', target: 'G', value: 3, tier: 'regulatory' }] },
        [turbine({ initialFlow: 0 })],
      ),
    );
    // q0 - q1 <= 3 and q1 - q2 <= 3, 10 m3/s-hours of water: q0 = a, q1 = a - 3, q2 = a - 6 => 3a - 9 = 10 if a >= 6
    expect(round(r.units[0].discharge, 4)).toEqual(round([19 / 3, 10 / 3, 1 / 3], 4));
  });
});

describe('a level target', () => {
  // 10 000 m3 per metre; 50 000 m3 (105 m) at the start, no inflow, water has no value after the horizon.
  it('keeps the water that the target needs: end at 104 m, 10 000 m3 turbined', () => {
    const base = solve(plant([50, 50, 50, 50], 50_000));
    expect(base.reservoirs[0].level[3]).toBeCloseTo(100, 6);
    const r = solve(
      plant([50, 50, 50, 50], 50_000, {
        constraints: [{ id: 't', kind: 'LEVEL_TARGET', target: 'R', value: [null, null, 104, 104], tier: 'tactical' }],
      }),
    );
    expect(r.reservoirs[0].level[3]).toBeCloseTo(104, 6);
    expect(r.revenue).toBeCloseTo((50 * 10_000) / 3600, 6);
    expect(report(r, 't')).toMatchObject({ brokenSteps: 0, activeSteps: 2 });
  });
  it('a target above the reachable level is missed by as little as possible, reported in metres', () => {
    const r = solve(
      plant([50, 50, 50, 50], 50_000, {
        constraints: [{ id: 't', kind: 'LEVEL_TARGET', target: 'R', value: 106, tier: 'tactical' }],
      }),
    );
    expect(round(r.units[0].power)).toEqual([0, 0, 0, 0]);
    expect(report(r, 't')).toMatchObject({ brokenSteps: 1, unit: 'm' });
    expect(report(r, 't').worst).toBeCloseTo(1, 6);
  });
  it('a summer minimum level holds the water back', () => {
    const r = solve(
      plant([50, 50, 50, 50], 50_000, {
        constraints: [{ id: 'min', kind: 'MIN_LEVEL', target: 'R', value: 103, tier: 'regulatory' }],
      }),
    );
    expect(minOf(r.reservoirs[0].level.map(Number))).toBeCloseTo(103, 6);
    expect(r.revenue).toBeCloseTo((50 * 20_000) / 3600, 6);
  });
});

describe('on/off decisions (MIP, then the LP with them fixed)', () => {
  // Technical minimum 5 m3/s (the first curve point); water worth 30 EUR/MWh after the horizon; running at the start.
  const unit = turbine({
    curve: [
      { q: 5, p: 5 },
      { q: 10, p: 10 },
    ],
    initialOn: true,
  });
  const m = (constraints: GeneralConstraint[]) =>
    plant(
      [50, 10, 50, 50],
      1e6,
      {
        constraints,
        reservoirs: [closedReservoir(1e6, { terminalWaterValue: 30 / 3600 })],
      },
      [unit],
    );
  it('without a stop cost the unit stops in the cheap hour', () => {
    const r = solve(
      m([{ id: 'must', kind: 'MUST_RUN', target: 'G', value: [null, null, null, null], tier: 'regulatory' }]),
    );
    expect(round(r.units[0].power)).toEqual([10, 0, 10, 10]);
  });
  it('a stop cost of 1000 EUR keeps it at its minimum instead (5 MWh x 20 EUR = 100 EUR < 1000 EUR)', () => {
    const r = solve(m([{ id: 'stop', kind: 'STOP_COST', target: 'G', value: 1000, tier: 'tactical' }]));
    expect(round(r.units[0].power)).toEqual([10, 5, 10, 10]);
    expect(report(r, 'stop')).toMatchObject({ count: 0, cost: 0 });
    expect(r.stats.mip).toMatchObject({ binaries: 4, budgetSpent: false });
    expect(r.stats.mip!.gap).toBeLessThanOrEqual(0.001);
    // Water values come from the LP with the decisions fixed: 30 EUR/MWh = 30/3600 EUR/m3 in every hour.
    expect(r.reservoirs[0].waterValue[1]).toBeCloseTo(30 / 3600, 9);
  });
  it('a stop cost of 50 EUR is worth paying: it stops, and the cost is in the penalty', () => {
    const r = solve(m([{ id: 'stop', kind: 'STOP_COST', target: 'G', value: 50, tier: 'tactical' }]));
    expect(round(r.units[0].power)).toEqual([10, 0, 10, 10]);
    expect(report(r, 'stop')).toMatchObject({ count: 1, cost: 50 });
    expect(r.penalty).toBeCloseTo(50, 6);
    expect(r.objective).toBeCloseTo(r.revenue + r.terminalValue - r.penalty, 6);
  });
  it('a start cost prevents a short stop too, and the LP text (Binaries) solves to the same optimum', () => {
    const model = m([{ id: 'start', kind: 'START_COST', target: 'G', value: 1000, tier: 'tactical' }]);
    const r = solve(model);
    expect(round(r.units[0].power)).toEqual([10, 5, 10, 10]);
    const text = writeLp(model);
    expect(text).toContain('\nBinaries\n');
    const fromText = highs.solve(text, { output_flag: false });
    expect(fromText.Status).toBe('Optimal');
    expect(fromText.ObjectiveValue).toBeCloseTo(r.objective, 4);
  });
  it('must-run keeps the unit on at the power given', () => {
    const r = solve(
      m([{ id: 'must', kind: 'MUST_RUN', target: 'G', value: [null, 7, null, null], tier: 'regulatory' }]),
    );
    expect(round(r.units[0].power)).toEqual([10, 7, 10, 10]);
  });
  it('a forbidden zone 3..7 MW: 5 MWh of water in one hour runs at 3 MW', () => {
    const r = solve(
      plant([50], 5 * 3600, {
        constraints: [{ id: 'z', kind: 'FORBIDDEN_ZONE', target: 'G', value: 3, upper: 7, tier: 'physical' }],
      }),
    );
    expect(round(r.units[0].power)).toEqual([3]);
  });
});

describe('tiers', () => {
  it('when two constraints conflict, the lower tier gives way', () => {
    const r = solve(
      plant([50, 50], 1e6, {
        constraints: [
          { id: 'max', kind: 'MAX_DISCHARGE', target: 'G', value: 3, tier: 'physical' },
          { id: 'min', kind: 'MIN_DISCHARGE', target: 'G', value: 5, tier: 'regulatory' },
        ],
      }),
    );
    expect(round(r.units[0].discharge)).toEqual([3, 3]);
    expect(report(r, 'max').brokenSteps).toBe(0);
    expect(report(r, 'min')).toMatchObject({ brokenSteps: 2, worst: 2 });
  });
  it('an energy target over a period makes the plant run in its best hours', () => {
    // terminal value 60 EUR/MWh above every price: without the target nothing runs
    const model = plant([20, 40, 30], 1e6, {
      reservoirs: [closedReservoir(1e6, { terminalWaterValue: 60 / 3600 })],
      constraints: [{ id: 'e', kind: 'MIN_ENERGY', target: '*', value: 15, tier: 'tactical' }],
    });
    const r = solve(model);
    expect(round(r.units[0].power)).toEqual([0, 10, 5]);
  });
});

describe('long horizons in windows', () => {
  it('each window obeys the constraints; the reports add up over the windows', () => {
    const m = syntheticCascade(2, 24 * 21, { seed: 3 });
    // A residual flow of 4 m3/s through the lower turbine from 06:00 to 18:00 every day, and a level floor on the top reservoir.
    const value = Array.from({ length: m.steps }, (_, t) => (t % 24 >= 6 && t % 24 < 18 ? 4 : null));
    const constraints: GeneralConstraint[] = [
      { id: 'q', kind: 'MIN_DISCHARGE', target: 'G2', value, tier: 'regulatory' },
      { id: 'c', kind: 'MIN_CONTENT', target: 'R1', value: m.reservoirs[0].initialContent * 0.9, tier: 'regulatory' },
    ];
    const r = solveInWindows(highs, { ...m, constraints }, { windowSteps: 24 * 7 });
    expect(r.status).toBe('OPTIMAL');
    expect(r.units[1].discharge.every((q, t) => value[t] === null || q >= 4 - 1e-6)).toBe(true);
    expect(minOf(r.reservoirs[0].content)).toBeGreaterThanOrEqual(m.reservoirs[0].initialContent * 0.9 - 1);
    expect(report(r, 'q')).toMatchObject({ activeSteps: 21 * 12, brokenSteps: 0 });
  });
});
