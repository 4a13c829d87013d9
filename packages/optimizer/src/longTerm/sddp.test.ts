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

  it('stagewise inflows: 838.33', () => {
    const r = trainSddp(highs, hydroValley({ stagewiseInflows: true, markovPrice: false }), {
      maxIterations: 40,
      simulateEvery: 40,
      gapTolerance: -Infinity,
    });
    expect(Math.abs(r.upperBound / 1000 - 838.33)).toBeLessThan(1e-2);
    // the simulated policy's value lies within its confidence interval of the bound
    expect(Math.abs(r.lowerBound - r.upperBound)).toBeLessThan(r.lowerBoundCi + 1e-6);
  });

  it('Markov prices: 851.8', () => {
    const r = trainSddp(highs, hydroValley({ stagewiseInflows: false, markovPrice: true }), {
      maxIterations: 30,
      simulateEvery: 30,
      gapTolerance: -Infinity,
    });
    expect(Math.abs(r.upperBound / 1000 - 851.8)).toBeLessThan(1e-2);
  });

  it('stagewise inflows and Markov prices: 855.0 (SDDP.jl checks to 1.0)', () => {
    const r = trainSddp(highs, hydroValley({ stagewiseInflows: true, markovPrice: true }), {
      maxIterations: 40,
      simulateEvery: 40,
      gapTolerance: -Infinity,
    });
    expect(Math.abs(r.upperBound / 1000 - 855.0)).toBeLessThan(1.0);
  });
});
