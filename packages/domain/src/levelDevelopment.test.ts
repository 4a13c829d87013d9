import { describe, expect, it } from 'vitest';
import { simulateLevels, type LevelSimulationInput } from './levelDevelopment.js';

const H = 3_600_000;
const START = Date.UTC(2026, 10, 28);

/**
 * Hand-computed cascade (hours of 3600 s): Upper (36,000 m3, inflow 2 m3/s, level 100 m + content/3600)
 * turbines 5, 5, 0 m3/s into Lower, arriving one hour later; Lower (7,200 m3) lets 1 m3/s out by a gate
 * and holds at most 30,000 m3 physically; an operator's maximum content of 20,000 m3 holds on Lower.
 *   Upper: 36,000 -> 25,200 -> 14,400 -> 21,600 m3, level 110 -> 107 -> 104 -> 106 m (min level 105 crossed
 *   at hour 2, back at hour 3).
 *   Lower: 7,200 -> 3,600 (no arrival yet) -> 18,000 -> 32,400, over the physical 30,000: 2,400 m3 spill
 *   in the third hour (0.667 m3/s); the constraint's 20,000 m3 crossed at hour 3.
 */
const cascade: LevelSimulationInput = {
  start: START,
  stepSeconds: 3600,
  steps: 3,
  reservoirs: [
    {
      id: 'L',
      name: 'Lower',
      initialContent: 7200,
      inflow: [0, 0, 0],
      physicalMaxContent: 30_000,
      limits: [{ kind: 'MAX_CONTENT', source: 'c1', label: 'Maximum content', value: 20_000 }],
    },
    {
      id: 'U',
      name: 'Upper',
      initialContent: 36_000,
      inflow: [2, 2, 2],
      levelContent: [
        { level: 100, content: 0 },
        { level: 110, content: 36_000 },
      ],
      limits: [{ kind: 'MIN_LEVEL', source: 'reservoir', label: 'Minimum level', value: 105 }],
    },
  ],
  units: [
    { id: 'T', upstream: 'U', downstream: 'L', delaySteps: 1, flow: [5, 5, 0] },
    { id: 'G', upstream: 'L', downstream: null, flow: [1, 1, 1] },
  ],
};

describe('simulateLevels', () => {
  it('runs the water balance of a cascade with a delay, spills above the physical maximum and finds the crossings', () => {
    const { reservoirs, crossings } = simulateLevels(cascade);
    const [lower, upper] = reservoirs;
    expect(upper.ts).toEqual([START, START + H, START + 2 * H, START + 3 * H]);
    expect(upper.content).toEqual([36_000, 25_200, 14_400, 21_600]);
    expect(upper.level).toEqual([110, 107, 104, 106]);
    expect(lower.content).toEqual([7200, 3600, 18_000, 30_000]);
    expect(lower.level).toEqual([null, null, null, null]);
    expect(lower.spill[0]).toBe(0);
    expect(lower.spill[1]).toBe(0);
    expect(lower.spill[2]).toBeCloseTo(2400 / 3600, 9);
    expect(crossings).toEqual([
      {
        ts: START + 2 * H,
        reservoir_id: 'U',
        reservoir_name: 'Upper',
        kind: 'MIN_LEVEL',
        source: 'reservoir',
        label: 'Minimum level',
        limit: 105,
        value: 104,
        until: START + 3 * H,
      },
      {
        ts: START + 3 * H,
        reservoir_id: 'L',
        reservoir_name: 'Lower',
        kind: 'MAX_CONTENT',
        source: 'c1',
        label: 'Maximum content',
        limit: 20_000,
        value: 30_000,
        until: null,
      },
    ]);
  });

  it('cuts the releases of a reservoir that runs dry, so less arrives downstream', () => {
    const dry: LevelSimulationInput = {
      ...cascade,
      steps: 2,
      reservoirs: cascade.reservoirs.map((r) => (r.id === 'U' ? { ...r, initialContent: 3600, inflow: [0, 0] } : r)),
      units: [
        { id: 'T', upstream: 'U', downstream: 'L', flow: [2, 2] },
        { id: 'G', upstream: 'L', downstream: null, flow: [0, 0] },
      ],
    };
    const [lower, upper] = simulateLevels(dry).reservoirs;
    // Upper holds 3,600 m3: 1 m3/s of the planned 2 in the first hour, nothing in the second
    expect(upper.content).toEqual([3600, 0, 0]);
    expect(lower.content).toEqual([7200, 10_800, 10_800]);
  });

  it('follows a limit per step and leaves steps without a limit alone', () => {
    const sim = simulateLevels({
      ...cascade,
      reservoirs: [
        {
          ...cascade.reservoirs[1],
          limits: [{ kind: 'MAX_LEVEL', source: 'c2', label: 'Maximum level', value: [null, 106, 107] }],
        },
      ],
      units: [{ id: 'T', upstream: 'U', downstream: null, flow: [5, 5, 0] }],
    });
    // levels 107, 104, 106 at the step ends: no limit at the first, 104 <= 106 and 106 <= 107 after it
    expect(sim.crossings).toEqual([]);
  });
});
