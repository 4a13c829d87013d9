import { describe, expect, it } from 'vitest';
import { modelBlocks } from './modelReserves.js';

const H = 3_600_000;
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.ceil((to - from) / step) }, (_, i) => from + i * step);

describe('modelBlocks: reserve blocks on the plant zone wall clock', () => {
  it('a 23-hour day (Vienna, 29 March 2026): 00:00-03:59 is 3 hours, every later block starts on the local hour', () => {
    // local midnight is 23:00 UTC the day before; 04:00 CEST is 02:00 UTC, step 3 of an hourly model
    const start = Date.UTC(2026, 2, 28, 23);
    const b = modelBlocks({ start, stepSeconds: 3600, steps: 48 }, 4, 'Europe/Vienna');
    expect(b.blockSteps).toBe(4);
    expect(b.blockStarts).toEqual(range(3, 48, 4));
    // each start is a local 00, 04, 08, 12, 16 or 20 o'clock
    const hour = (s: number) =>
      Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', hour: 'numeric' }).format(start + s * H));
    expect(b.blockStarts!.map(hour)).toEqual([4, 8, 12, 16, 20, 0, 4, 8, 12, 16, 20, 0]);
  });

  it('a 25-hour day (Vienna, 25 October 2026) at 15 minutes: 00:00-03:59 is 5 hours (20 steps)', () => {
    const start = Date.UTC(2026, 9, 24, 22); // local midnight, CEST
    const b = modelBlocks({ start, stepSeconds: 900, steps: 100 }, 4, 'Europe/Vienna');
    expect(b.blockStarts).toEqual([20, 36, 52, 68, 84]);
  });

  it('a day without a clock change keeps the fixed grid (no block starts), also from mid-block', () => {
    const start = Date.UTC(2026, 5, 1, 22) + 3 * H; // 03:00 local (CEST)
    expect(modelBlocks({ start, stepSeconds: 3600, steps: 48 }, 4, 'Europe/Vienna')).toEqual({
      blockSteps: 4,
      blockOffset: 1,
    });
  });
});
