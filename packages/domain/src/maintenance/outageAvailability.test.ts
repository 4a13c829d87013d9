import { describe, expect, it } from 'vitest';
import { outageAvailability, remainingPercent } from './outageAvailability.js';

const H = 3_600_000;
const T0 = Date.UTC(2026, 5, 1);

describe('outageAvailability', () => {
  it('is null without an outage and the remaining power inside one', () => {
    expect(outageAvailability([{ start: T0 + H, end: T0 + 3 * H, remainingPower: 20 }], 100, T0, 4, H)).toEqual([
      null,
      20,
      20,
      null,
    ]);
  });

  it('combines overlapping outages to the smallest remaining power', () => {
    const a = outageAvailability(
      [
        { start: T0, end: T0 + 3 * H, remainingPower: 60 },
        { start: T0 + H, end: T0 + 2 * H, remainingPower: 10 },
      ],
      100,
      T0,
      3,
      H,
    );
    expect(a).toEqual([60, 10, 60]);
  });

  it('weights a partly covered step by time, clamps to 0..pMax and runs open-ended outages to the end', () => {
    // from half past: half the first step at 0, the rest at full power 80
    const a = outageAvailability([{ start: T0 + H / 2, end: null, remainingPower: -5 }], 80, T0, 3, H);
    expect(a).toEqual([40, 0, 0]);
    expect(outageAvailability([{ start: T0, end: T0 + H, remainingPower: 500 }], 80, T0, 1, H)).toEqual([80]);
  });

  it('percent of p_max', () => {
    expect(remainingPercent({ remaining_power: 25, turbine_p_max: 50 })).toBe(50);
    expect(remainingPercent({ remaining_power: 0, turbine_p_max: 0 })).toBe(100);
  });
});
