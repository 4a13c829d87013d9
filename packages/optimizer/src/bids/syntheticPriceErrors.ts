import { seededRandom } from '../syntheticCascade.js';

/**
 * Past days' price forecast errors for tests and benchmarks (EUR/MWh per step): per day a level, an
 * evening-peak miss and AR(1) noise, seeded, so scenarios drawn from them repeat exactly.
 */
export function syntheticPriceErrors(days: number, steps = 96, seed = 1): number[][] {
  const rnd = seededRandom(seed);
  const n = () => rnd() * 2 - 1;
  const peakAt = (74 / 96) * steps,
    width = (10 / 96) * steps;
  return Array.from({ length: days }, () => {
    const level = 12 * n(),
      peak = 35 * n();
    let e = 0;
    return Array.from({ length: steps }, (_, t) => {
      e = 0.85 * e + 5 * n();
      return level + peak * Math.exp(-(((t - peakAt) / width) ** 2)) + e;
    });
  });
}
