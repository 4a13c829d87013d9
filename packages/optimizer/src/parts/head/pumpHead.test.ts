import { maxOf } from '@penstock/domain';
import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentToLevel } from '../../curves.js';
import type { OptimizerModel } from '../../types.js';
import { effCurves, headReservoir, powerEffCurve, sixHours } from './headTestModel.js';
import { pumpPower } from './pumpHead.js';
import { solveWithHead } from './solveWithHead.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** An upper and a lower reservoir (levels 500-520 and 100-110 m) and a pump with efficiency at two heads; cheap then dear power. */
function pumpModel(over: Partial<OptimizerModel['units'][number]> = {}): OptimizerModel {
  return sixHours([5, 8, 6, 90, 95, 80], {
    reservoirs: [
      headReservoir(
        'upper',
        2e6,
        0,
        [
          [500, 0],
          [520, 4e6],
        ],
        0.03,
      ),
      headReservoir(
        'lower',
        2e6,
        0,
        [
          [100, 0],
          [110, 4e6],
        ],
        0,
      ),
    ],
    units: [
      {
        id: 'P',
        type: 'PUMP',
        upstream: 'upper',
        downstream: 'lower',
        pumpQMax: 20,
        pumpPowerPerFlow: 4.5,
        pumpEffCurves: effCurves(
          [
            380,
            [
              [5, 80],
              [20, 90],
            ],
          ],
          [
            420,
            [
              [5, 78],
              [20, 88],
            ],
          ],
        ),
        pumpMotorEffCurve: powerEffCurve([0, 97], [100, 98]),
        ...over,
      },
    ],
  });
}

describe('pumps on the head model', () => {
  it('draws rho g Q H / (eta_p eta_m) at the plan’s own pump head, to 1e-9', () => {
    const m = pumpModel();
    const r = solveWithHead(highs, m);
    expect(r.status).toBe('OPTIMAL');
    const pumped = r.units[0].pumped;
    expect(pumped.some((q) => q > 1)).toBe(true);
    const upper = m.reservoirs[0],
      lower = m.reservoirs[1];
    pumped.forEach((q, t) => {
      const level = (i: 0 | 1, r0: typeof upper) =>
        contentToLevel(r0.levelContent!, t === 0 ? r0.initialContent : r.reservoirs[i].content[t - 1]);
      const h = level(0, upper) - level(1, lower);
      // by hand: eta_p linear in q and head, eta_m from the fixed point P = P_h / eta_m(P)
      const effAt = (e0: number, e1: number) => e0 + ((e1 - e0) * (q - 5)) / 15;
      const w = Math.min(1, Math.max(0, (h - 380) / 40));
      const etaP = ((1 - w) * effAt(80, 90) + w * effAt(78, 88)) / 100;
      const ph = (1000 * 9.81 * q * h) / etaP / 1e6;
      let p = ph;
      for (let i = 0; i < 60; i++) p = ph / ((97 + p / 100) / 100);
      expect(Math.abs(-r.units[0].power[t] - (q > 0 ? p : 0))).toBeLessThan(1e-9);
      expect(Math.abs(pumpPower(m.units[0], q, h) - (q > 0 ? p : 0))).toBeLessThan(1e-9);
    });
  });

  it('does not pump while the upper reservoir is above upstream_max (SHOP pump limit)', () => {
    const start = contentToLevel(pumpModel().reservoirs[0].levelContent!, 2e6);
    const r = solveWithHead(highs, pumpModel({ pumpUpstreamMax: start - 1 }));
    expect(r.status).toBe('OPTIMAL');
    expect(maxOf(r.units[0].pumped)).toBe(0);
  });

  it('pumps only within its pump head limits: none above the maximum head, as before below it', () => {
    // start: upper 510 m, lower 105 m, a pump head of 405 m (no plant: no losses)
    const above = solveWithHead(highs, pumpModel({ pumpHeadMax: 400 }));
    expect(above.status).toBe('OPTIMAL');
    expect(maxOf(above.units[0].pumped)).toBe(0);
    const within = solveWithHead(highs, pumpModel({ pumpHeadMin: 390, pumpHeadMax: 450 }));
    expect(maxOf(within.units[0].pumped)).toBeGreaterThan(1);
    const under = solveWithHead(highs, pumpModel({ pumpHeadMin: 410 }));
    expect(maxOf(under.units[0].pumped)).toBe(0);
  });
});
