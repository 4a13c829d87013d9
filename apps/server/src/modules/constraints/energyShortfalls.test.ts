import { describe, expect, it } from 'vitest';
import { energyShortfalls } from './detectViolations.js';

const H = 3_600_000;
const at = (i: number) => i * H;

describe('energyShortfalls (energy target per period)', () => {
  it('sums each run of active hours and reports a period short of its target as one span: energy reached against the target', () => {
    // hours 1-3 and 6-7 active (target 100 MWh each period), 20 MW actual then plan
    const limits = [null, 100, 100, 100, null, null, 100, 100, null];
    const mw = [0, 20, 30, 40, 0, 0, 60, 50, 0];
    const out = energyShortfalls(limits, (i) => mw[i], at, at(7), 'c');
    // 20 + 30 + 40 = 90 < 100 (actuals only); 60 + 50 = 110 kept
    expect(out).toEqual([
      { constraint_id: 'c', source: 'actual', start: at(1), end: at(4), worst_value: 90, limit_value: 100 },
    ]);
  });

  it('a period with planned hours comes from the plan; periods past the window or without data are not judged', () => {
    const limits = [100, 100, null, 100, 100, null, 100, null, 100, 100];
    const mw: (number | null)[] = [0, 0, 0, 10, 10, 0, null, 0, 0, 0];
    const out = energyShortfalls(limits, (i) => mw[i], at, at(4), 'c');
    // hours 0-1 run from before the window, hour 6 lacks data, hours 8-9 run past it
    expect(out).toEqual([
      { constraint_id: 'c', source: 'plan', start: at(3), end: at(5), worst_value: 20, limit_value: 100 },
    ]);
  });
});
