import { describe, expect, it } from 'vitest';
import type { ViewComponent } from '../plants/index.js';
import { measurementChecker } from './measurementChecker.js';

// The checker's columns and its repeated-time rule (issue 26): times that only rise or only fall
// need no lookup; once a target's times turn, every time is looked up among its earlier rows.
const unit = { id: 'p.m1', external_id: 'M1', type: 'TURBINE', is_unit: true } as ViewComponent;
const NOW = Date.UTC(2026, 10, 28, 12);
const MIN = 60_000;
const checkerOf = (capacity = 0) => measurementChecker([unit], new Map(), NOW, capacity);
const power = (ts: number, value: number, quality?: string) => ({
  component: 'M1',
  quantity: 'power',
  ts,
  value,
  quality,
});

describe('measurementChecker', () => {
  it('keeps a time sent twice with the same value once, and names the first line when the value differs, whichever way the times run', () => {
    const c = checkerOf(2); // the columns grow beyond the capacity
    const lines = [
      power(NOW - 10 * MIN, 1), // 1
      power(NOW - 9 * MIN, 2), // 2: rising
      power(NOW - 9 * MIN, 2), // 3: line 2 again, same value: kept once
      power(NOW - 8 * MIN, 3), // 4
      power(NOW - 10 * MIN, 1, 'good'), // 5: turned: line 1 again, same value and quality
      power(NOW - 9 * MIN, 2.5), // 6: line 2 with another value
      power(NOW - 20 * MIN, 4), // 7: new, earlier than all
      power(NOW - 8 * MIN, 3, 'bad'), // 8: line 4 with another quality
      { component: 'p.m1', quantity: 'power', ts: NOW - 7 * MIN, value: 5 }, // 9: by id
    ];
    lines.forEach((m, i) => c.add(m, i + 1));
    const cells = c.checked.cells;
    expect(Array.from(cells.line.subarray(0, cells.length))).toEqual([1, 2, 4, 7, 9]);
    expect(Array.from(cells.value.subarray(0, cells.length))).toEqual([1, 2, 3, 4, 5]);
    expect(c.checked.problems).toEqual([
      {
        line: 6,
        message: `p.m1 power at ${new Date(NOW - 9 * MIN).toISOString()} was sent on line 2 with another value`,
      },
      {
        line: 8,
        message: `p.m1 power at ${new Date(NOW - 8 * MIN).toISOString()} was sent on line 4 with another value`,
      },
    ]);
    expect(c.targets).toEqual([{ component: unit, quantity: 'power' }]);
  });

  it('writes the quality as its code and refuses a bad line with its reason', () => {
    const c = checkerOf();
    c.add(power(NOW - MIN, 1, 'Uncertain'), 1);
    c.add(power(NOW - 2 * MIN, 1, 'bad'), 2);
    c.add({ component: 'M1', quantity: 'power', ts: NOW + 6 * MIN, value: 1 }, 3);
    c.add({ component: 'M1', quantity: 'level', ts: NOW, value: 1 }, 4);
    c.add({ component: 'M1', quantity: 'power', ts: NOW, value: 1, unit: 'kW' }, 5);
    c.add({ component: 'M1', quantity: 'power', ts: NOW, value: '1e3', unit: 'MW' }, 6);
    expect(Array.from(c.checked.cells.quality.subarray(0, c.checked.cells.length))).toEqual([1, 2, 0]);
    expect(c.checked.cells.value[2]).toBe(1000);
    expect(c.checked.problems.map((p) => p.line)).toEqual([3, 4, 5]);
    expect(c.target({ component: 'M1', quantity: 'level' })).toBe(-1);
    expect(c.target({ component: 'M1', quantity: 'power' })).toBe(0);
  });
});
