import { describe, expect, test } from 'vitest';
import { parseDataRange } from '@penstock/domain';
import { seriesWindow } from './seriesWindow';

describe('chart buckets of a range (a chart never shows one dot per series)', () => {
  test('Year by month, Month by day, Week and day ranges up to 14 days by hour, longer ones by day', () => {
    const bucket = (text: string) => seriesWindow(parseDataRange(text)!, 'Europe/Vienna').granularity;
    expect(bucket('2026--2026')).toBe('month');
    expect(bucket('2024--2026')).toBe('month');
    expect(bucket('2026-11--2026-11')).toBe('day');
    expect(bucket('2026W47--2026W47')).toBe('hour');
    expect(bucket('2026-11-24--2026-11-24')).toBe('hour');
    expect(bucket('2026-11-18--2026-11-26')).toBe('hour');
    expect(bucket('2026-11-01--2026-11-20')).toBe('day');
    expect(bucket('2026-11-18--2026-11-26--1h')).toBe('hour');
    expect(bucket('2026-11-24--2026-11-24--raw')).toBeUndefined();
  });
});
