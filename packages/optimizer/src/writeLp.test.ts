import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './checkPlan.js';
import { solveLp } from './solveLp.js';
import { randomPlant } from './testing/randomPlant.js';
import { writeLp } from './writeLp.js';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe('random plants', () => {
  it('every plan obeys the water balance and all limits to 1e-6, and the LP text gives the same optimum', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const model = randomPlant(seed);
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
