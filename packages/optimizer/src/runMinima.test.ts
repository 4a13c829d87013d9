import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveLp } from './solveLp.js';
import { cbcOptimum } from './testing/cbcOptimum.js';
import { pumpTurbine, turbine, hourlyModel } from './testing/modelBuilders.js';
import type { OptimizerModel, Unit } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const H = 3600;

/**
 * One reservoir that holds one hour of its 3 m3/s inflow (10,800 m3), starting empty, and a turbine
 * of 1 MW per m3/s up to 10 m3/s; prices 40, 10, 50 EUR/MWh, no value of water left at the end.
 * Continuous: run 3 MW at 40 (120 EUR), store hour 2's inflow, run 6 MW at 50 (300 EUR): 420 EUR.
 * With a running minimum of 5 MW (or 5 m3/s) hour 1 cannot run 3: the best is to fill the reservoir in
 * hour 1, spill hour 2's inflow and run 6 MW at 50: 300 EUR (running 6 at 10 in hour 2 leaves hour 3
 * only 3 m3/s, below the minimum: 60 EUR).
 */
function storeOrSpill(over: Partial<Unit>): OptimizerModel {
  return hourlyModel(3, [40, 10, 50], {
    start: Date.UTC(2026, 5, 1),
    reservoirs: [{ id: 'R', initialContent: 0, inflow: 3, hardMinContent: 0, hardMaxContent: 3 * H }],
    units: [turbine('G', ['R', null], [[10, 10]], over)],
  });
}

describe('running minima (p_min, q_min): a unit runs at least its minimum or stands still', () => {
  it('continuous without a minimum (a pure LP): 3, 0 and 6 MW', () => {
    const r = solveLp(highs, storeOrSpill({}));
    expect(r.status).toBe('OPTIMAL');
    expect(r.stats.mip).toBeUndefined();
    expect(r.units[0].power.map((p) => +p.toFixed(6))).toEqual([3, 0, 6]);
    expect(r.revenue).toBeCloseTo(420, 6);
  });

  for (const [what, over] of [
    ['p_min 5 MW', { runMinPower: 5 }],
    ['q_min 5 m3/s', { runMinFlow: 5 }],
  ] as const) {
    it(`${what}: hour 1 cannot run 3 MW, so the unit stores, spills an hour's inflow and runs 6 MW at 50 EUR`, () => {
      const m = storeOrSpill(over);
      const r = solveLp(highs, m);
      expect(r.status, r.messages.join('; ')).toBe('OPTIMAL');
      expect(r.stats.mip).toMatchObject({ binaries: 3, budgetSpent: false });
      expect(r.units[0].power.map((p) => +p.toFixed(6))).toEqual([0, 0, 6]);
      expect(r.revenue).toBeCloseTo(300, 6);
      // water is conserved: 3 h x 3 m3/s in, 6 m3/s for an hour out, the rest spilled
      const spilled = r.reservoirs[0].spill.reduce((a, b) => a + b, 0) * H;
      expect(spilled).toBeCloseTo(3 * H, 3);
      expect(r.reservoirs[0].content[2]).toBeCloseTo(0, 3);
      expect(checkPlan(m, r)).toEqual([]);
    });
  }

  it('a minimum below what the LP runs anyway changes nothing', () => {
    const r = solveLp(highs, storeOrSpill({ runMinPower: 2.5 }));
    expect(r.units[0].power.map((p) => +p.toFixed(6))).toEqual([3, 0, 6]);
    expect(r.revenue).toBeCloseTo(420, 6);
  });

  it('an outage below the minimum stops the unit; an operator-fixed power below it stands', () => {
    const out = solveLp(highs, storeOrSpill({ runMinPower: 5, availability: [null, null, 4] }));
    // hour 3 allows at most 4 MW < 5: the unit cannot run at all in hour 3, so it runs 6 at 10 in hour 2
    expect(out.units[0].power.map((p) => +p.toFixed(6))).toEqual([0, 6, 0]);
    expect(out.revenue).toBeCloseTo(60, 6);
    const m = storeOrSpill({ runMinPower: 5, fixedPower: [3, null, null] });
    const fixed = solveLp(highs, m);
    expect(fixed.units[0].power.map((p) => +p.toFixed(6))).toEqual([3, 0, 6]);
    expect(checkPlan(m, fixed)).toEqual([]);
  });

  it('pumping minimum: a pump that can only move 3 m3/s at a negative price does not pump when it must pump 5', () => {
    // Lower reservoir holds 3 m3/s for an hour; pumping 1 MW per m3/s at -10 EUR/MWh earns 30 EUR.
    const m = (over: Partial<Unit>): OptimizerModel =>
      hourlyModel(1, [-10], {
        start: Date.UTC(2026, 5, 1),
        reservoirs: [
          { id: 'up', initialContent: 0, inflow: 0, hardMaxContent: 1e6 },
          { id: 'low', initialContent: 3 * H, inflow: 0, hardMinContent: 0, hardMaxContent: 1e6 },
        ],
        units: [
          { id: 'P', type: 'PUMP', upstream: 'up', downstream: 'low', pumpPowerPerFlow: 1, pumpQMax: 10, ...over },
        ],
      });
    expect(solveLp(highs, m({})).revenue).toBeCloseTo(30, 6);
    for (const over of [{ pumpRunMinFlow: 5 }, { pumpRunMinPower: 5 }]) {
      const r = solveLp(highs, m(over));
      expect(r.status).toBe('OPTIMAL');
      expect(r.units[0].pumped[0]).toBeCloseTo(0, 6);
      expect(r.revenue).toBeCloseTo(0, 6);
    }
  });

  it('a pump turbine with a pumping minimum neither pumps below it nor pumps and generates in one hour', () => {
    const m = hourlyModel(4, [5, 80, 5, 80], {
      start: Date.UTC(2026, 5, 1),
      reservoirs: [
        { id: 'up', initialContent: 2 * H, inflow: 0, hardMaxContent: 1e6, terminalWaterValue: 0.02 },
        { id: 'low', initialContent: 20 * H, inflow: 0, hardMaxContent: 1e6 },
      ],
      units: [
        pumpTurbine(
          'PT',
          ['up', 'low'],
          [
            [4, 3.4],
            [10, 9],
          ],
          { powerPerFlow: 1.1, qMax: 8 },
          { runMinPower: 3, pumpRunMinFlow: 6 },
        ),
      ],
    });
    const r = solveLp(highs, m);
    expect(r.status, r.messages.join('; ')).toBe('OPTIMAL');
    expect(checkPlan(m, r)).toEqual([]);
    for (let t = 0; t < 4; t++) {
      const q = r.units[0].discharge[t],
        p = r.units[0].pumped[t];
      expect(q < 1e-6 || p < 1e-6).toBe(true);
      expect(p < 1e-6 || p >= 6 - 1e-6).toBe(true);
      expect(q < 1e-6 || r.units[0].power[t] >= 3 - 1e-6).toBe(true);
    }
    expect(r.units[0].pumped[0]).toBeGreaterThan(6 - 1e-6);
  });
});

describe('the MIP optimum against cbc', () => {
  it('a small cascade with running minima and start costs: HiGHS and cbc agree on the optimum to 1e-9', () => {
    const m = hourlyModel(8, [30, 12, 8, 45, 70, 22, 9, 60], {
      start: Date.UTC(2026, 5, 1),
      reservoirs: [
        {
          id: 'A',
          initialContent: 20 * H,
          inflow: 4,
          hardMinContent: 0,
          hardMaxContent: 40 * H,
          terminalWaterValue: 0.011,
          spillTo: 'B',
        },
        {
          id: 'B',
          initialContent: 5 * H,
          inflow: 1.5,
          hardMinContent: 0,
          hardMaxContent: 12 * H,
          terminalWaterValue: 0.006,
        },
      ],
      units: [
        turbine(
          'GA',
          ['A', 'B'],
          [
            [3, 2.4],
            [8, 7.2],
            [10, 8.5],
          ],
          { delaySteps: 1, runMinPower: 3.5, initialOn: false },
        ),
        turbine(
          'GB',
          ['B', null],
          [
            [5, 2],
            [9, 3.9],
          ],
          { runMinFlow: 6, initialOn: true },
        ),
      ],
      constraints: [{ id: 'start', kind: 'START_COST', target: 'GA', value: 40, tier: 'tactical' }],
    });
    const r = solveLp(highs, m, { mipGap: 0 });
    expect(r.status).toBe('OPTIMAL');
    expect(checkPlan(m, r)).toEqual([]);
    const cbc = cbcOptimum(m);
    expect(Math.abs(cbc - r.objective)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(r.objective)));
    // the continuous LP earns more: the minima bind
    const lp = solveLp(highs, {
      ...m,
      units: m.units.map((u) => ({ ...u, runMinPower: undefined, runMinFlow: undefined })),
      constraints: [],
    });
    expect(lp.objective).toBeGreaterThan(r.objective + 1);
  });
});
