import { describe, expect, it } from 'vitest';
import { createOptimallyDefaults, createOptimallyFormSchema, timingsQueryOf } from './createOptimallyForm';

const NOW = Date.UTC(2026, 9, 20, 9, 30); // 11:30 CEST
const values = createOptimallyDefaults('hochalm|hochalm.m1', NOW, 'Europe/Vienna', 14);

describe('create optimally form', () => {
  it('searches from tomorrow 00:00 to the end of the 14th day in the plant zone, across the clock change', () => {
    expect(values).toMatchObject({
      earliest_date: '2026-10-21',
      latest_date: '2026-11-03',
      duration_value: 1,
      duration_unit: 'days',
      remaining_power: 0,
    });
    expect(timingsQueryOf(values, 'Europe/Vienna', NOW)).toEqual({
      plantViewId: 'hochalm',
      turbineId: 'hochalm.m1',
      remaining: 0,
      durationHours: 24,
      from: Date.UTC(2026, 9, 20, 22),
      to: Date.UTC(2026, 10, 3, 23),
    });
  });

  it('never searches the past: an earliest day of today starts at the next whole hour', () => {
    expect(
      timingsQueryOf(
        { ...values, earliest_date: '2026-10-20', duration_unit: 'hours', duration_value: 6 },
        'Europe/Vienna',
        NOW,
      ),
    ).toMatchObject({ from: Date.UTC(2026, 9, 20, 10), durationHours: 6 });
  });

  it('refuses a window the outage does not fit in, a reversed range and more than 366 days', () => {
    const issues = (v: object) =>
      createOptimallyFormSchema
        .safeParse({ ...values, name: 'Revision', ...v })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ duration_value: 15 })).toEqual([
      'duration_value: The outage does not fit between the earliest and the latest day',
    ]);
    expect(issues({ latest_date: '2026-10-20' })).toEqual([
      'latest_date: The latest day must not be before the earliest',
    ]);
    expect(issues({ latest_date: '2027-10-22' })).toEqual(['latest_date: At most 366 days']);
    expect(issues({ duration_value: 1.5 })).toEqual(['duration_value: A whole number']);
  });
});
