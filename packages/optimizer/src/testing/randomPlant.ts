import { seededRandom, syntheticCascade } from '../syntheticCascade.js';
import type { OptimizerModel } from '../types.js';

/** Small random plants: cascades with delays, limits, outages, overrides, pumps; every other one valued by long-term cuts. */
export function randomPlant(seed: number): OptimizerModel {
  const rnd = seededRandom(seed);
  const n = 1 + Math.floor(rnd() * 3);
  const steps = 6 + Math.floor(rnd() * 30);
  const m = syntheticCascade(n, steps, { seed, stepSeconds: rnd() < 0.5 ? 3600 : 900 });
  const units = m.units.map((u, i) => ({
    ...u,
    delaySteps: Math.floor(rnd() * 3),
    availability: Array.from({ length: steps }, () => (rnd() < 0.1 ? 5 + rnd() * 20 : null)),
    fixedFlow: i > 0 ? Array.from({ length: steps }, () => (rnd() < 0.05 ? 2 : null)) : undefined,
    rampPower: rnd() < 0.5 ? undefined : u.rampPower,
    qMin: rnd() < 0.3 ? 0.5 : undefined,
  }));
  const reservoirs = m.reservoirs.map((r) => ({
    ...r,
    maxContent: rnd() < 0.5 ? r.hardMaxContent! * 0.9 : undefined,
    spillAllowed: true,
  }));
  const futureValue =
    seed % 2
      ? {
          cuts: [0.01, 0.03, 0.06].map((s, k) => ({
            intercept: 5000 * k,
            slopes: Object.fromEntries(reservoirs.map((r, i) => [r.id, s / (1 + i) + 0.01 * rnd()])),
          })),
        }
      : undefined;
  return {
    ...m,
    units,
    reservoirs,
    futureValue,
    constraints: [
      { id: 'k', kind: 'MAX_DISCHARGE', target: units[units.length - 1].id, value: 40, fromStep: 2, toStep: 5 },
    ],
  };
}
