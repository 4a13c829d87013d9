import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveLp } from './solveLp.js';
import { HOUR, hourlyModel, levelsOf, pumpTurbine, turbine } from './testing/modelBuilders.js';
import type { OptimizerModel, Unit } from './types.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const H = HOUR;
// 10 m3/s -> 5 MW: 0.5 MW per m3/s, so 1 m3 gives 0.5/3600 MWh.
const linear = (id: string, up: string | null, down: string | null, mwPerQ = 0.5, extra: Partial<Unit> = {}): Unit =>
  turbine(id, [up, down], [[10, 10 * mwPerQ]], extra);

/** One reservoir holding 1.5 full-load hours of water, two hours at 20 and two at 60 EUR/MWh. */
const twoPriceLevels = (): OptimizerModel =>
  hourlyModel(4, [20, 60, 20, 60], {
    reservoirs: [{ id: 'R', initialContent: 1.5 * 10 * H, inflow: 0 }],
    units: [linear('G', 'R', null)],
  });

function solved(model: OptimizerModel) {
  const r = solveLp(highs, model);
  expect(r.status, r.messages.join('\n')).toBe('OPTIMAL');
  expect(checkPlan(model, r)).toEqual([]);
  return r;
}

describe('solveLp: hand-computed optima', () => {
  it('one reservoir, two price levels: the water goes to the high-price hours', () => {
    // 1.5 full-load hours of water, two hours at 60 EUR/MWh: 7.5 MWh at 60 = 450 EUR.
    const model = twoPriceLevels();
    const r = solved(model);
    expect(r.objective).toBeCloseTo(450, 6);
    expect(r.revenue).toBeCloseTo(450, 6);
    const p = r.units[0].power;
    expect(p[0]).toBeCloseTo(0, 9);
    expect(p[2]).toBeCloseTo(0, 9);
    expect(p[1] + p[3]).toBeCloseTo(7.5, 9);
    expect(r.reservoirs[0].content[3]).toBeCloseTo(0, 6);
  });

  it('water value equals price times energy equivalent when unconstrained, in EUR/m3 and EUR/MWh', () => {
    const model = twoPriceLevels();
    const res = solved(model).reservoirs[0];
    expect(res.energyEquivalent).toBeCloseTo(0.5 / 3600, 12);
    for (let t = 0; t < 4; t++) {
      // Positive: one more m3 is worth 60 EUR/MWh x 0.5/3600 MWh (it is turbined in a 60 hour not yet full).
      expect(res.waterValue[t]).toBeCloseTo((60 * 0.5) / 3600, 9);
      expect(res.waterValueEnergy[t]).toBeCloseTo(60, 6);
    }
  });

  it('water is kept when its terminal value beats the price, and then is worth the terminal value', () => {
    // Turbining earns 20 x 0.5/3600 = 0.00278 EUR/m3 < 0.01 EUR/m3 kept.
    const model = hourlyModel(3, 20, {
      reservoirs: [{ id: 'R', initialContent: 1e5, inflow: 1, terminalWaterValue: 0.01 }],
      units: [linear('G', 'R', null)],
    });
    const r = solved(model);
    expect(r.units[0].power).toEqual([0, 0, 0].map(() => expect.closeTo(0, 9)));
    expect(r.reservoirs[0].content[2]).toBeCloseTo(1e5 + 3 * H, 6);
    expect(r.objective).toBeCloseTo(0.01 * (1e5 + 3 * H), 6);
    expect(r.terminalValue).toBeCloseTo(r.objective, 6);
    expect(r.reservoirs[0].waterValue[0]).toBeCloseTo(0.01, 9);
    expect(r.reservoirs[0].waterValueEnergy[0]).toBeCloseTo(0.01 / (0.5 / 3600), 6);
  });

  it('a full reservoir must spill what the turbine cannot take, and its water is then worth minus the spill penalty', () => {
    // Inflow 20 m3/s, turbine 10 m3/s, reservoir full: 10 m3/s spills every hour.
    const model = hourlyModel(3, 30, {
      reservoirs: [{ id: 'R', initialContent: 1e5, hardMaxContent: 1e5, inflow: 20 }],
      units: [linear('G', 'R', null)],
      penalties: { spill: 1e-4 },
    });
    const r = solved(model);
    const res = r.reservoirs[0];
    for (let t = 0; t < 3; t++) {
      expect(r.units[0].discharge[t]).toBeCloseTo(10, 6);
      expect(res.spill[t]).toBeCloseTo(10, 6);
      expect(res.content[t]).toBeCloseTo(1e5, 4);
      expect(res.waterValue[t]).toBeCloseTo(-1e-4, 9);
    }
    expect(r.objective).toBeCloseTo(3 * 5 * 30 - 1e-4 * 10 * H * 3, 6);
    expect(r.penalty).toBeCloseTo(1e-4 * 10 * H * 3, 6);
  });

  it('a cascade: the upper release reaches the lower plant after the delay', () => {
    // Upper A (0.5 MW per m3/s) releases into L with a 2-step delay; lower B 0.3 MW per m3/s.
    // A at t=0 (100) arrives at t=2, so B runs at t=3 (100): 500 + 300 = 800 EUR.
    // A at t=3 would reach B only at t=5 (price 1).
    const model = hourlyModel(6, [100, 1, 1, 100, 1, 1], {
      reservoirs: [
        { id: 'U', initialContent: 10 * H, inflow: 0 },
        { id: 'L', initialContent: 0, inflow: 0 },
      ],
      units: [linear('A', 'U', 'L', 0.5, { delaySteps: 2 }), linear('B', 'L', null, 0.3)],
    });
    const r = solved(model);
    expect(r.objective).toBeCloseTo(800, 6);
    const [a, b] = r.units;
    expect(a.discharge[0]).toBeCloseTo(10, 6);
    expect(b.discharge[3]).toBeCloseTo(10, 6);
    const L = r.reservoirs[1];
    expect(L.content[1]).toBeCloseTo(0, 6);
    expect(L.content[2]).toBeCloseTo(10 * H, 6);
    expect(L.content[3]).toBeCloseTo(0, 6);
    expect(r.reservoirs[0].energyEquivalent).toBeCloseTo(0.8 / 3600, 12);
  });

  it('water still in transit at the end counts at the downstream terminal value', () => {
    const model = hourlyModel(2, 0, {
      reservoirs: [
        { id: 'U', initialContent: 10 * H, inflow: 0 },
        { id: 'L', initialContent: 0, inflow: 0, terminalWaterValue: 0.01 },
      ],
      units: [linear('A', 'U', 'L', 0.5, { delaySteps: 5 })],
    });
    const r = solved(model);
    expect(r.objective).toBeCloseTo(0.01 * 10 * H, 6);
  });

  it('a pump turbine pumps in cheap hours and generates in dear ones', () => {
    // Pump 1.2 MW per m3/s at 10 EUR, turbine 1 MW per m3/s at 100 EUR: 10 m3/s for one hour each.
    const model = hourlyModel(2, [10, 100], {
      reservoirs: [
        { id: 'Up', initialContent: 0, inflow: 0 },
        { id: 'Low', initialContent: 1e6, inflow: 0 },
      ],
      units: [pumpTurbine('PT', ['Up', 'Low'], [[10, 10]], { powerPerFlow: 1.2, qMax: 10 })],
    });
    const r = solved(model);
    expect(r.units[0].power[0]).toBeCloseTo(-12, 6);
    expect(r.units[0].power[1]).toBeCloseTo(10, 6);
    expect(r.objective).toBeCloseTo(1000 - 120, 6);
  });

  it('concave curve: segments fill in order, ramp and availability hold', () => {
    const model = hourlyModel(4, [50, 80, 80, 10], {
      reservoirs: [{ id: 'R', initialContent: 1e7, inflow: 0, terminalWaterValue: 0.005 }],
      units: [
        turbine(
          'G',
          ['R', null],
          [
            [10, 8],
            [20, 14],
            [30, 18],
          ],
          { rampPower: 6, initialPower: 0, availability: [null, 10, null, null] },
        ),
      ],
    });
    const r = solved(model);
    const p = r.units[0].power;
    expect(p[1]).toBeLessThanOrEqual(10 + 1e-9);
    expect(checkPlan(model, r)).toEqual([]);
  });

  it('level limits use the level-to-content curve and are soft: a breach is reported, not infeasible', () => {
    const model = hourlyModel(2, 50, {
      reservoirs: [
        {
          id: 'R',
          name: 'Lake',
          initialContent: 5e5,
          inflow: 0,
          levelContent: levelsOf([
            [100, 0],
            [110, 1e6],
          ]),
          minLevel: 106, // 6e5 m3: already below at the start
        },
      ],
      units: [linear('G', 'R', null, 0.5, { fixedFlow: 10 })],
    });
    const r = solved(model);
    expect(r.reservoirs[0].level[0]).toBeCloseTo(100 + (5e5 - 10 * H) / 1e5, 9);
    expect(r.reservoirs[0].softViolation[1]).toBeCloseTo(6e5 - (5e5 - 20 * H), 4);
    expect(r.messages.join('\n')).toMatch(
      /Reservoir Lake is planned below its minimum level or content at 2026-03-02 01:00 UTC to 2026-03-02 02:00 UTC/,
    );
  });
});
