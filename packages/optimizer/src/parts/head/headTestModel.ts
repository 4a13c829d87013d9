import { hourlyModel, levelsOf } from '../../testing/modelBuilders.js';
import type { OptimizerModel, Reservoir, TurbineEfficiencyCurve, Unit } from '../../types.js';

/** Efficiency curves (turb_eff_curves, pump_eff_curves) from [head m, [[q m3/s, eff %], ...]] per head. */
export const effCurves = (...curves: [number, [number, number][]][]): TurbineEfficiencyCurve[] =>
  curves.map(([head, points]) => ({ head, points: points.map(([q, eff]) => ({ q, eff })) }));

/** A generator (or pump motor) efficiency curve from [p MW, eff %] pairs. */
export const powerEffCurve = (...pairs: [number, number][]) => pairs.map(([p, eff]) => ({ p, eff }));

/** A turbine with efficiency at two net heads (100 and 200 m) and a flat 98 % generator, for tests. */
export const testTurbine = (id: string): Unit => ({
  id,
  type: 'TURBINE',
  upstream: 'up',
  downstream: null,
  qMax: 20,
  turbEffCurves: effCurves(
    [
      100,
      [
        [5, 80],
        [10, 90],
        [20, 86],
      ],
    ],
    [
      200,
      [
        [5, 82],
        [10, 92],
        [20, 88],
      ],
    ],
  ),
  genEffCurve: powerEffCurve([0, 98], [100, 98]),
});

/** A reservoir of the head tests: its level-to-content curve from [level m, content m3] pairs. */
export const headReservoir = (
  id: string,
  initialContent: number,
  inflow: number,
  levels: [number, number][],
  terminalWaterValue: number,
): Reservoir => ({ id, initialContent, inflow, levelContent: levelsOf(levels), terminalWaterValue });

/** The head tests' six hours from 1 January 2026 at `price` (EUR/MWh a step). */
export const sixHours = (price: number[], plant: Parameters<typeof hourlyModel>[2]): OptimizerModel =>
  hourlyModel(6, price, { start: Date.UTC(2026, 0, 1), ...plant });

/**
 * One reservoir (level 300 m at empty, 400 m at 10 Mm3) above a plant with outlet line 160 m, a main
 * tunnel loss of 0.01 m/(m3/s)^2 and two units on one penstock (0.02 m/(m3/s)^2), 6 hours.
 */
export function headTestModel(over: Partial<OptimizerModel> = {}): OptimizerModel {
  return {
    ...sixHours([30, 50, 20, 60, 45, 25], {
      reservoirs: [
        headReservoir(
          'up',
          5e6,
          8,
          [
            [300, 0],
            [400, 10e6],
          ],
          0.05,
        ),
      ],
      units: [testTurbine('a'), testTurbine('b')],
      plants: [{ id: 'P', outletLine: 160, mainLoss: 0.01, penstocks: [{ loss: 0.02, units: ['a', 'b'] }] }],
    }),
    ...over,
  };
}
