import { describe, expect, test } from 'vitest';
import { formatDataRange, parseDataRange } from '@penstock/domain';
import { plainDate } from './rangeDates';
import { defaultRange, presetRange, rangeContains, shiftRange } from './rangePresets';

const today = plainDate(2026, 11, 22); // a Sunday
const f = formatDataRange;
const shift = (text: string, dir: -1 | 1) => f(shiftRange(parseDataRange(text)!, dir));

describe('presets', () => {
  test('today + 2 days, this week, this month, this year', () => {
    expect(f(presetRange('todayPlus2', today))).toBe('2026-11-22--2026-11-24--1h');
    expect(f(presetRange('thisWeek', today))).toBe('2026-11-16--2026-11-22--1h');
    expect(f(presetRange('thisMonth', today))).toBe('2026-11-01--2026-11-30');
    expect(f(presetRange('thisYear', today))).toBe('2026-01--2026-12');
    expect(f(defaultRange(today))).toBe('2026-11-16--2026-11-24--1h');
    expect(rangeContains(defaultRange(today), today)).toBe(true);
    expect(rangeContains(presetRange('thisYear', plainDate(2025, 1, 1)), today)).toBe(false);
  });
});

describe('previous and next period', () => {
  test('by the length of the range in its own unit', () => {
    expect(shift('2026--2026', 1)).toBe('2027--2027');
    expect(shift('2024--2026', -1)).toBe('2021--2023');
    expect(shift('2026-11--2026-12', 1)).toBe('2027-01--2027-02');
    expect(shift('2026-01--2026-01', -1)).toBe('2025-12--2025-12');
    expect(shift('2026W52--2026W53', 1)).toBe('2027W01--2027W02');
    expect(shift('2026-02-27--2026-03-01--1h', 1)).toBe('2026-03-02--2026-03-04--1h');
    expect(shift('2026-03-01--2026-03-01--raw', -1)).toBe('2026-02-28--2026-02-28--raw');
  });

  test('a month range keeps whole months across lengths', () => {
    expect(shift('2026-02--2026-02', 1)).toBe('2026-03--2026-03');
  });

  test('day ranges of whole months move by months (leap years included)', () => {
    expect(shift('2024-01-01--2024-12-31--1h', -1)).toBe('2023-01-01--2023-12-31--1h');
    expect(shift('2024-01-01--2024-12-31--1h', 1)).toBe('2025-01-01--2025-12-31--1h');
    expect(shift('2026-11-01--2026-11-30', 1)).toBe('2026-12-01--2026-12-31');
    expect(shift('2026-01-01--2026-02-28', 1)).toBe('2026-03-01--2026-04-30');
  });
});
