import type { LongTermModel } from './types.js';

/**
 * SDDP.jl's "hydro valley" (docs/src/examples/hydro_valley.jl) in this model's units: two
 * reservoirs in a chain (0..200, both full at the start), each with a turbine through the knots
 * (50, 55), (60, 65), (70, 70) (flow, power), spill into the next one at 1000 per unit, three
 * stages with prices 1, 2, 3 (or the Markov chain) and inflows (0, 0) in the first stage and, when
 * stagewise, (0, 0), (20, 0) or (50, 20) with equal probability later; inflow may be turned away
 * (the example's `inflow <= rainfall`).
 *
 * Units: one stage lasts 1e6 s, so 1 m3/s over a stage is 1 hm3: contents are hm3 (200e6 m3),
 * flows m3/s. A power of p MW over the stage is p * 1e6 / 3600 MWh, so the example's prices are
 * scaled by 3.6 and its values come out x 1000 (835.0 -> 835,000 EUR).
 */
export function hydroValley(opts: { stagewiseInflows: boolean; markovPrice: boolean }): LongTermModel {
  const seconds = 1e6;
  const hours = seconds / 3600;
  const scale = 3.6;
  const prices = [
    [1, 2],
    [2, 1],
    [3, 4],
  ]; // [stage][state]
  const transitions = [
    [[1]],
    [[0.6, 0.4]],
    [
      [0.6, 0.4],
      [0.3, 0.7],
    ],
  ];
  const inflow = (t: number) =>
    opts.stagewiseInflows && t > 0
      ? [
          [0, 0],
          [20, 0],
          [50, 20],
        ]
      : [[0, 0]];
  const turbine = [
    { q: 50, p: 55 },
    { q: 60, p: 65 },
    { q: 70, p: 70 },
  ];
  return {
    stages: [0, 1, 2].map((t) => ({
      start: t * seconds * 1000,
      seconds,
      blocks: [{ hours, price: (opts.markovPrice && t > 0 ? prices[t] : [prices[t][0]]).map((p) => p * scale) }],
      inflows: inflow(t),
      ...(opts.markovPrice && t > 0 ? { transition: transitions[t] } : {}),
    })),
    reservoirs: [
      {
        id: 'upper',
        initialContent: 200e6,
        minContent: 0,
        maxContent: 200e6,
        spillTo: 'lower',
        spillPenalty: 1,
        inflowDisposal: true,
      },
      {
        id: 'lower',
        initialContent: 200e6,
        minContent: 0,
        maxContent: 200e6,
        spillTo: null,
        spillPenalty: 1,
        inflowDisposal: true,
      },
    ],
    units: [
      { id: 'T1', type: 'TURBINE', upstream: 'upper', downstream: 'lower', curve: turbine },
      { id: 'T2', type: 'TURBINE', upstream: 'lower', downstream: null, curve: turbine },
    ],
  };
}
