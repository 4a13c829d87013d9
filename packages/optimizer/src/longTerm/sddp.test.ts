import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { hydroValley } from './hydroValley.js';
import { trainSddp } from './sddp.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

// SDDP.jl's published bounds of its hydro-valley example (values x 1000 here, see hydroValley).
describe('SDDP on SDDP.jl hydro valley', () => {
  it('deterministic: 835.0', () => {
    const r = trainSddp(highs, hydroValley({ stagewiseInflows: false, markovPrice: false }), {
      maxIterations: 10,
      simulateEvery: 5,
      simulationPaths: 5,
      gapTolerance: 1e-9,
    });
    expect(r.upperBound / 1000).toBeCloseTo(835.0, 3);
    expect(r.lowerBound / 1000).toBeCloseTo(835.0, 3);
  });

  // the stochastic cases: the bound after `iterations` (one simulation at the end) within `within` of SDDP.jl's
  it.each([
    {
      name: 'stagewise inflows',
      stagewiseInflows: true,
      markovPrice: false,
      iterations: 40,
      bound: 838.33,
      within: 1e-2,
      // the simulated policy's value lies within its confidence interval of the bound
      checkCi: true,
    },
    {
      name: 'Markov prices',
      stagewiseInflows: false,
      markovPrice: true,
      iterations: 30,
      bound: 851.8,
      within: 1e-2,
      checkCi: false,
    },
    // SDDP.jl checks this one to 1.0
    {
      name: 'stagewise inflows and Markov prices',
      stagewiseInflows: true,
      markovPrice: true,
      iterations: 40,
      bound: 855.0,
      within: 1.0,
      checkCi: false,
    },
  ])('$name: $bound', ({ stagewiseInflows, markovPrice, iterations, bound, within, checkCi }) => {
    const r = trainSddp(highs, hydroValley({ stagewiseInflows, markovPrice }), {
      maxIterations: iterations,
      simulateEvery: iterations,
      gapTolerance: -Infinity,
    });
    expect(Math.abs(r.upperBound / 1000 - bound)).toBeLessThan(within);
    if (checkCi) expect(Math.abs(r.lowerBound - r.upperBound)).toBeLessThan(r.lowerBoundCi + 1e-6);
  });
});
