// Plants for the optimiser benchmark: the demo world's shapes (DESIGN.md section 6) and a synthetic
// 8-reservoir cascade. Seeded, so every run solves the same LPs.
import { seededRandom, syntheticCascade } from '../packages/optimizer/src/syntheticCascade.js';
import { pumpTurbine, turbine } from '../packages/optimizer/src/testing/modelBuilders.js';
import type { OptimizerModel } from '../packages/optimizer/src/types.js';

const start = Date.UTC(2026, 2, 1);

function prices(steps: number, seed: number): number[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: steps }, (_, t) => {
    const h = t % 24,
      d = Math.floor(t / 24);
    return (
      Math.round(
        (55 +
          20 * Math.sin(((h - 6) / 24) * 2 * Math.PI) +
          (h >= 17 && h <= 20 ? 25 : 0) -
          (d % 7 >= 5 ? 15 : 0) +
          8 * (rnd() - 0.5)) *
          100,
      ) / 100
    );
  });
}

const LAKE_CURVE = [
  [4, 25],
  [10, 68],
  [14, 90],
] as const;

/** Alpine storage plant: reservoir with a level curve, two turbines, a spillway gate. */
export function demoStoragePlant(steps: number): OptimizerModel {
  const rnd = seededRandom(7);
  return {
    start,
    stepSeconds: 3600,
    steps,
    price: prices(steps, 3),
    reservoirs: [
      {
        id: 'lake',
        name: 'Alpine lake',
        initialContent: 60e6,
        inflow: Array.from({ length: steps }, () => 12 + 6 * rnd()),
        levelContent: [
          { level: 1800, content: 0 },
          { level: 1820, content: 30e6 },
          { level: 1840, content: 75e6 },
          { level: 1850, content: 100e6 },
        ],
        minLevel: 1810,
        maxLevel: 1848,
        terminalWaterValue: 0.045,
      },
      { id: 'river', name: 'River below', initialContent: 0, inflow: 0, hardMinContent: 0, spillAllowed: true },
    ],
    units: [
      turbine('T1', ['lake', 'river'], LAKE_CURVE, { rampPower: 60 }),
      turbine('T2', ['lake', 'river'], LAKE_CURVE, {
        rampPower: 60,
        availability: Array.from({ length: steps }, (_, t) => (t >= 48 && t < 96 ? 0 : null)),
      }),
      { id: 'spillway', type: 'GATE', upstream: 'lake', downstream: 'river', qMax: 200 },
      { id: 'outlet', type: 'GATE', upstream: 'river', downstream: null },
    ],
  };
}

const RIVER_CURVE = [
  [100, 9],
  [200, 16.5],
  [250, 19.5],
] as const;

/** Run-of-river cascade: three small ponds, each with a turbine and a weir gate, delays between. */
export function demoRunOfRiver(steps: number): OptimizerModel {
  const rnd = seededRandom(11);
  const ids = ['A', 'B', 'C'];
  return {
    start,
    stepSeconds: 3600,
    steps,
    price: prices(steps, 5),
    reservoirs: ids.map((id, i) => ({
      id,
      name: `Pond ${id}`,
      initialContent: 1.5e6,
      inflow: Array.from({ length: steps }, () => (i === 0 ? 180 : 10) * (0.9 + 0.2 * rnd())),
      hardMinContent: 0.5e6,
      hardMaxContent: 2.5e6,
      minContent: 1e6,
      maxContent: 2e6,
      terminalWaterValue: 0.006 * (3 - i),
    })),
    units: ids.flatMap((id, i) => [
      turbine(`${id}-T`, [id, ids[i + 1] ?? null], RIVER_CURVE, { delaySteps: 1, rampPower: 8 }),
      {
        id: `${id}-W`,
        type: 'GATE' as const,
        upstream: id,
        downstream: ids[i + 1] ?? null,
        delaySteps: 1,
        qMax: 2000,
        qMin: 5,
      },
    ]),
  };
}

/** Pumped-storage pair: upper and lower reservoir, one pump turbine. */
export function demoPumpedStorage(steps: number): OptimizerModel {
  return {
    start,
    stepSeconds: 3600,
    steps,
    price: prices(steps, 9),
    reservoirs: [
      { id: 'upper', initialContent: 4e6, inflow: 0.5, hardMaxContent: 8e6, terminalWaterValue: 0.12 },
      { id: 'lower', initialContent: 4e6, inflow: 0.5, hardMaxContent: 8e6, terminalWaterValue: 0 },
    ],
    units: [
      pumpTurbine(
        'PT',
        ['upper', 'lower'],
        [
          [40, 120],
          [80, 230],
        ],
        { powerPerFlow: 3.3, qMax: 70 },
        { rampPower: 150 },
      ),
    ],
  };
}

export const cascade8 = (steps: number, stepSeconds = 3600) => syntheticCascade(8, steps, { seed: 42, stepSeconds });
