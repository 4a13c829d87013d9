import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveLp } from './solveLp.js';
import type { OptimizerModel, Unit } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const H = 3600;
const round = (xs: number[]) => xs.map((x) => +x.toFixed(6));
// Water left is worth 30 EUR per m3/s-hour: with 1 MW per m3/s the optimiser only runs where the price beats 30.
const WATER_VALUE = 30 / H;

/** A pond with inflow 10, 30, 50 m3/s and a turbine of 1 MW per m3/s up to 40 m3/s; prices 10, 80, 20. */
function pond(mode?: Unit['optimizationMode']): OptimizerModel {
  return {
    start: Date.UTC(2026, 5, 1),
    stepSeconds: H,
    steps: 3,
    price: [10, 80, 20],
    reservoirs: [
      {
        id: 'P',
        initialContent: 100 * H,
        inflow: [10, 30, 50],
        hardMinContent: 0,
        hardMaxContent: 1e9,
        terminalWaterValue: WATER_VALUE,
      },
    ],
    units: [
      {
        id: 'G',
        type: 'TURBINE',
        upstream: 'P',
        downstream: null,
        curve: [{ q: 40, p: 40 }],
        ...(mode ? { optimizationMode: mode } : {}),
      },
    ],
  };
}

describe('optimization modes', () => {
  for (const mode of [undefined, 'NONE', 'OPTIMAL'] as const) {
    it(`${mode ?? 'unset'}: the optimiser decides the flow (full load at 80 EUR, water kept at 10 and 20)`, () => {
      const r = solveLp(highs, pond(mode));
      expect(round(r.units[0].power)).toEqual([0, 40, 0]);
    });
  }

  it('FOLLOWING_UPSTREAM: the unit passes the inflow (10, 30, then its 40 m3/s with 10 spilled); the pond stays at its start content', () => {
    const m = pond('FOLLOWING_UPSTREAM');
    const r = solveLp(highs, m);
    expect(r.status).toBe('OPTIMAL');
    expect(round(r.units[0].power)).toEqual([10, 30, 40]);
    expect(round(r.reservoirs[0].spill)).toEqual([0, 0, 10]);
    for (const c of r.reservoirs[0].content) expect(c).toBeCloseTo(100 * H, 3);
    expect(r.messages).toEqual([]);
    expect(checkPlan(m, r)).toEqual([]);
  });

  it('FOLLOWING_DOWNSTREAM: the unit refills what the plant below releases (15, 15, 0 m3/s); the lower pond spills what it cannot pass', () => {
    // Lake U above pond P; P's own turbine is fixed at 20 m3/s, its natural inflow is 5, 5, 25 m3/s.
    const m = (mode?: Unit['optimizationMode']): OptimizerModel => ({
      start: Date.UTC(2026, 5, 1),
      stepSeconds: H,
      steps: 3,
      price: [10, 80, 20],
      reservoirs: [
        {
          id: 'U',
          initialContent: 1000 * H,
          inflow: 0,
          hardMinContent: 0,
          hardMaxContent: 1e9,
          terminalWaterValue: 2 * WATER_VALUE,
        },
        {
          id: 'P',
          initialContent: 50 * H,
          inflow: [5, 5, 25],
          hardMinContent: 0,
          hardMaxContent: 1e9,
          terminalWaterValue: WATER_VALUE,
        },
      ],
      units: [
        {
          id: 'A',
          type: 'TURBINE',
          upstream: 'U',
          downstream: 'P',
          curve: [{ q: 40, p: 40 }],
          ...(mode ? { optimizationMode: mode } : {}),
        },
        { id: 'G', type: 'TURBINE', upstream: 'P', downstream: null, curve: [{ q: 40, p: 40 }], fixedFlow: 20 },
      ],
    });
    const optimal = solveLp(highs, m('OPTIMAL'));
    expect(round(optimal.units[0].power)).toEqual([0, 40, 0]);
    const model = m('FOLLOWING_DOWNSTREAM');
    const r = solveLp(highs, model);
    expect(round(r.units[0].power)).toEqual([15, 15, 0]);
    expect(round(r.reservoirs[1].spill)).toEqual([0, 0, 5]);
    for (const c of r.reservoirs[1].content) expect(c).toBeCloseTo(50 * H, 3);
    expect(checkPlan(model, r)).toEqual([]);
  });

  it('FOLLOWING_DOWNSTREAM of a unit that releases out of the plant has nothing to follow: it is optimised', () => {
    const r = solveLp(highs, pond('FOLLOWING_DOWNSTREAM'));
    expect(round(r.units[0].power)).toEqual([0, 40, 0]);
  });

  it('a following unit with a running minimum stands still where the inflow is below it, and the pond spills', () => {
    const m = { ...pond('FOLLOWING_UPSTREAM') };
    m.units = [{ ...m.units[0], runMinFlow: 20 }];
    const r = solveLp(highs, m);
    expect(round(r.units[0].discharge)).toEqual([0, 30, 40]);
    expect(round(r.reservoirs[0].spill)).toEqual([10, 0, 10]);
    expect(checkPlan(m, r)).toEqual([]);
  });
});
