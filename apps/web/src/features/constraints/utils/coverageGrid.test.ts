import { describe, expect, it } from 'vitest';
import { EMPTY_PATTERN } from '@penstock/domain';
import { coverageGrid } from './coverageGrid';

const ZONE = 'Europe/Vienna';

describe('coverageGrid', () => {
  it('lays the covered hours out per local day and hour; the spring day has 23 hours', () => {
    // 2027-03-28 is the spring change in Vienna: 02:00 does not exist.
    const now = Date.UTC(2027, 2, 27, 12);
    const g = coverageGrid(
      { ...EMPTY_PATTERN, hour_of_day: { start: 1, end: 3 } },
      { from: 0, to: null },
      ZONE,
      now,
      2,
    );
    expect(g.days).toHaveLength(2);
    expect(g.total).toBe(24 + 23);
    expect(g.days[0].hours.flatMap((on, h) => (on ? [h] : []))).toEqual([1, 2, 3]);
    expect(g.days[1].hours.flatMap((on, h) => (on ? [h] : []))).toEqual([1, 3]);
    expect(g.covered).toBe(5);
  });
  it('leaves out hours outside the validity', () => {
    const now = Date.UTC(2026, 10, 24, 9);
    const from = Date.UTC(2026, 10, 25, 11); // 12:00 in Vienna
    const g = coverageGrid(null, { from, to: from + 3 * 3_600_000 }, ZONE, now, 3);
    expect(g.covered).toBe(3);
    expect(g.days[1].hours.flatMap((on, h) => (on ? [h] : []))).toEqual([12, 13, 14]);
  });
});
