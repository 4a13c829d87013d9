import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveLp } from './solveLp.js';
import { syntheticCascade, seededRandom } from './syntheticCascade.js';
import type { OptimizerModel } from './types.js';
import { writeLp } from './writeLp.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

/** Small random plants: cascades with delays, limits, outages, overrides, pumps. */
function randomModel(seed: number): OptimizerModel {
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
  // every other plant values its water left by long-term cuts instead of flat terminal values
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

describe('random plants', () => {
  it('every plan obeys the water balance and all limits to 1e-6, and the LP text gives the same optimum', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const model = randomModel(seed);
      const r = solveLp(highs, model);
      expect(r.status, `seed ${seed}: ${r.messages.join('; ')}`).toBe('OPTIMAL');
      expect(checkPlan(model, r), `seed ${seed}`).toEqual([]);
      const text = writeLp(model);
      const fromText = highs.solve(text, { output_flag: false });
      expect(fromText.Status).toBe('Optimal');
      expect(Math.abs(fromText.ObjectiveValue - r.objective)).toBeLessThanOrEqual(
        1e-6 * Math.max(1, Math.abs(r.objective)),
      );
    }
  });
});

describe('writeLp', () => {
  it('writes CPLEX LP sections with readable names', () => {
    const text = writeLp({
      start: 0,
      stepSeconds: 3600,
      steps: 2,
      price: [10, 20],
      reservoirs: [{ id: 'R', initialContent: 1000, inflow: 1, maxContent: 2000 }],
      units: [
        {
          id: 'G',
          type: 'TURBINE',
          upstream: 'R',
          downstream: null,
          curve: [{ q: 1, p: 1 }],
          rampPower: 0.5,
          initialPower: 0,
        },
      ],
    });
    expect(text).toMatch(/^\\ Penstock/);
    for (const s of ['Maximize', 'Subject To', 'Bounds', 'End']) expect(text).toContain(`\n${s}\n`);
    expect(text).toMatch(/ c0_0 /);
    expect(text).toMatch(/ g0_1_0/);
    // A ranged ramp row is written as two rows.
    expect(text).toMatch(/_lo:/);
    expect(text).toMatch(/_hi:/);
  });
});
