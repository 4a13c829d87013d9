import type { OptimizerModel, Unit } from '../../types.js';

/** A turbine with efficiency at two net heads (100 and 200 m) and a flat 98 % generator, for tests. */
export const testTurbine = (id: string): Unit => ({
  id,
  type: 'TURBINE',
  upstream: 'up',
  downstream: null,
  qMax: 20,
  turbEffCurves: [
    {
      head: 100,
      points: [
        { q: 5, eff: 80 },
        { q: 10, eff: 90 },
        { q: 20, eff: 86 },
      ],
    },
    {
      head: 200,
      points: [
        { q: 5, eff: 82 },
        { q: 10, eff: 92 },
        { q: 20, eff: 88 },
      ],
    },
  ],
  genEffCurve: [
    { p: 0, eff: 98 },
    { p: 100, eff: 98 },
  ],
});

/**
 * One reservoir (level 300 m at empty, 400 m at 10 Mm3) above a plant with outlet line 160 m, a main
 * tunnel loss of 0.01 m/(m3/s)^2 and two units on one penstock (0.02 m/(m3/s)^2), 6 hours.
 */
export function headTestModel(over: Partial<OptimizerModel> = {}): OptimizerModel {
  return {
    start: Date.UTC(2026, 0, 1),
    stepSeconds: 3600,
    steps: 6,
    price: [30, 50, 20, 60, 45, 25],
    reservoirs: [
      {
        id: 'up',
        initialContent: 5e6,
        inflow: 8,
        levelContent: [
          { level: 300, content: 0 },
          { level: 400, content: 10e6 },
        ],
        terminalWaterValue: 0.05,
      },
    ],
    units: [testTurbine('a'), testTurbine('b')],
    plants: [{ id: 'P', outletLine: 160, mainLoss: 0.01, penstocks: [{ loss: 0.02, units: ['a', 'b'] }] }],
    ...over,
  };
}
