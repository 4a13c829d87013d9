import { describe, expect, test } from 'vitest';
import { parseDataRange, formatDataRange } from '@penstock/domain';
import {
  chartGranularity,
  isoWeekMonday,
  rangeDayCount,
  rangeFromDays,
  rangeToInterval,
  plainDate,
  todayIn,
  withGranularity,
} from './rangeDates';

const HOUR = 3_600_000;
const range = (text: string) => parseDataRange(text)!;
const iso = (ms: number) => new Date(ms).toISOString();

describe('range to start-ts / end-ts in a zone', () => {
  test('a Vienna day is midnight to midnight local time, end exclusive', () => {
    const { startTs, endTs } = rangeToInterval(range('2026-01-15--2026-01-15'), 'Europe/Vienna');
    expect(iso(startTs)).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(endTs)).toBe('2026-01-15T23:00:00.000Z');
  });

  test('the March DST day in Vienna has 23 hours, the October one 25', () => {
    const march = rangeToInterval(range('2026-03-29--2026-03-29--1h'), 'Europe/Vienna');
    expect((march.endTs - march.startTs) / HOUR).toBe(23);
    const october = rangeToInterval(range('2026-10-25--2026-10-25'), 'Europe/Vienna');
    expect((october.endTs - october.startTs) / HOUR).toBe(25);
    expect(iso(october.startTs)).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(october.endTs)).toBe('2026-10-25T23:00:00.000Z');
  });

  test('a year is 8760 hours in Vienna as in UTC (the two DST shifts cancel out); 8784 in a leap year', () => {
    const y = rangeToInterval(range('2026--2026'), 'Europe/Vienna');
    expect(iso(y.startTs)).toBe('2025-12-31T23:00:00.000Z');
    expect((y.endTs - y.startTs) / HOUR).toBe(8760);
    const leap = rangeToInterval(range('2028--2028'), 'UTC');
    expect((leap.endTs - leap.startTs) / HOUR).toBe(8784);
  });

  test('months and ISO weeks', () => {
    const m = rangeToInterval(range('2026-03--2026-03'), 'Europe/Vienna');
    expect(iso(m.startTs)).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(m.endTs)).toBe('2026-03-31T22:00:00.000Z'); // April starts in summer time
    expect((m.endTs - m.startTs) / HOUR).toBe(31 * 24 - 1);
    expect(isoWeekMonday(2026, 1).toString()).toBe('2025-12-29');
    expect(isoWeekMonday(2021, 1).toString()).toBe('2021-01-04');
    const w = rangeToInterval(range('2026W13--2026W13'), 'Europe/Vienna'); // 23-29 March, contains the switch
    expect((w.endTs - w.startTs) / HOUR).toBe(7 * 24 - 1);
  });

  test('other zones: New York switches on other days', () => {
    const ny = rangeToInterval(range('2026-03-08--2026-03-08'), 'America/New_York');
    expect((ny.endTs - ny.startTs) / HOUR).toBe(23);
    const vienna = rangeToInterval(range('2026-03-08--2026-03-08'), 'Europe/Vienna');
    expect((vienna.endTs - vienna.startTs) / HOUR).toBe(24);
  });
});

describe('granularity changes keep the span, widening to whole periods', () => {
  test('a year at finer granularities', () => {
    const y = range('2026--2026');
    expect(formatDataRange(withGranularity(y, 'month'))).toBe('2026-01--2026-12');
    expect(formatDataRange(withGranularity(y, 'day'))).toBe('2026-01-01--2026-12-31');
    expect(formatDataRange(withGranularity(y, 'hour'))).toBe('2026-01-01--2026-12-31--1h');
    expect(formatDataRange(withGranularity(y, 'raw'))).toBe('2026-01-01--2026-12-31--raw');
    expect(formatDataRange(withGranularity(y, 'week'))).toBe('2026W01--2026W53');
  });

  test('days widen to the covering weeks, months and years', () => {
    const d = range('2025-12-30--2026-01-02--1h');
    expect(formatDataRange(withGranularity(d, 'week'))).toBe('2026W01--2026W01');
    expect(formatDataRange(withGranularity(d, 'month'))).toBe('2025-12--2026-01');
    expect(formatDataRange(withGranularity(d, 'year'))).toBe('2025--2026');
    expect(rangeDayCount(d)).toBe(4);
  });

  test('days picked in reverse are ordered; today in a zone', () => {
    expect(formatDataRange(rangeFromDays(plainDate(2026, 5, 9), plainDate(2026, 5, 1), 'day'))).toBe(
      '2026-05-01--2026-05-09',
    );
    const now = Date.parse('2026-06-30T22:30:00Z');
    expect(todayIn('Europe/Vienna', now).toString()).toBe('2026-07-01');
    expect(todayIn('UTC', now).toString()).toBe('2026-06-30');
  });
});

describe('chart buckets', () => {
  test('ranges up to 14 days are charted by hour, longer ones by day; years by month', () => {
    expect(chartGranularity(range('2026-11-28--2026-11-29'))).toBe('hour');
    expect(chartGranularity(range('2026-11-01--2026-11-14'))).toBe('hour');
    expect(chartGranularity(range('2026W40--2026W41'))).toBe('hour');
    expect(chartGranularity(range('2026-11-01--2026-11-15'))).toBe('day');
    expect(chartGranularity(range('2026W40--2026W42'))).toBe('day');
    expect(chartGranularity(range('2026-10--2026-10'))).toBe('day');
    expect(chartGranularity(range('2025--2025'))).toBe('month');
  });
});
