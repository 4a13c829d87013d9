import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, formatDataRange, isoWeeksInYear, parseDataRange, type DataRange } from './dataRange.js';
import { dataRangeQuerySchema } from './querySchemas.js';

describe('parseDataRange', () => {
  it('reads the four forms and the day suffixes', () => {
    expect(parseDataRange('2024--2025')).toEqual({ granularity: 'year', start: { year: 2024 }, end: { year: 2025 } });
    expect(parseDataRange('2024-01--2024-03')).toEqual({
      granularity: 'month',
      start: { year: 2024, month: 1 },
      end: { year: 2024, month: 3 },
    });
    expect(parseDataRange('2024W01--2024W10')).toEqual({
      granularity: 'week',
      start: { year: 2024, week: 1 },
      end: { year: 2024, week: 10 },
    });
    expect(parseDataRange('2024-02-01--2024-02-29')?.granularity).toBe('day');
    expect(parseDataRange('2024-02-01--2024-02-03--1h')?.granularity).toBe('hour');
    expect(parseDataRange('2024-02-01--2024-02-03--raw')?.granularity).toBe('raw');
  });

  it('enforces ISO week counts per year', () => {
    expect(isoWeeksInYear(2020)).toBe(53);
    expect(isoWeeksInYear(2015)).toBe(53);
    expect(isoWeeksInYear(2024)).toBe(52);
    expect(isoWeeksInYear(2026)).toBe(53);
  });

  // The calendar rules: year bounds 1900..2200, months 1..12, days within the month, ISO week
  // counts per year, and a start not after the end.
  it.each([
    ['the year bounds', '1900--2200'],
    ['29 February in a leap year', '2024-02-01--2024-02-29'],
    ['week 53 of a 53-week year', '2020W53--2020W53'],
    ['a one-day range', '2024-01-01--2024-01-01'],
  ])('accepts %s: %s', (_, text) => {
    expect(parseDataRange(text)).not.toBeNull();
  });
  it.each([
    ['a year before 1900', '1899--2000'],
    ['a year after 2200', '2000--2201'],
    ['month 0', '2024-00--2024-03'],
    ['month 13', '2024-01--2024-13'],
    ['29 February in a common year', '2023-02-01--2023-02-29'],
    ['31 April', '2024-04-31--2024-05-01'],
    ['day 0', '2024-01-00--2024-01-01'],
    ['week 53 of a 52-week year', '2024W53--2024W53'],
    ['week 0', '2024W00--2024W02'],
    ['a year after the end', '2025--2024'],
    ['a month after the end', '2024-03--2024-01'],
    ['a week after the end', '2024W10--2024W09'],
    ['a day after the end', '2024-01-02--2024-01-01'],
  ])('refuses %s: %s', (_, text) => {
    expect(parseDataRange(text)).toBeNull();
  });

  it('rejects text outside the grammar', () => {
    for (const bad of [
      '',
      '2024',
      '2024-2025',
      '2024--2025--1h',
      '2024-01--2024-02--raw',
      '2024-01-01--2024-01-02--2h',
      '24--25',
      '2024-01--2024W02',
      'abcd--efgh',
      ' 2024--2025',
    ])
      expect(parseDataRange(bad), bad).toBeNull();
    expect(dataRangeQuerySchema.safeParse('2024--2025').success).toBe(true);
    expect(dataRangeQuerySchema.safeParse('2024--2023').success).toBe(false);
  });
});

describe('formatDataRange', () => {
  it('writes zero-padded values and suffixes', () => {
    expect(formatDataRange({ granularity: 'week', start: { year: 2024, week: 1 }, end: { year: 2024, week: 9 } })).toBe(
      '2024W01--2024W09',
    );
    expect(
      formatDataRange({
        granularity: 'hour',
        start: { year: 2024, month: 1, day: 2 },
        end: { year: 2024, month: 1, day: 3 },
      }),
    ).toBe('2024-01-02--2024-01-03--1h');
  });
  it('throws for an invalid range', () => {
    expect(() => formatDataRange({ granularity: 'year', start: { year: 2025 }, end: { year: 2024 } })).toThrow();
  });
});

const year = fc.integer({ min: 1900, max: 2200 });
const point = (g: DataRange['granularity']) =>
  year.chain((y) => {
    if (g === 'year') return fc.constant({ year: y });
    if (g === 'week') return fc.integer({ min: 1, max: isoWeeksInYear(y) }).map((week) => ({ year: y, week }));
    return fc
      .integer({ min: 1, max: 12 })
      .chain((month) =>
        g === 'month'
          ? fc.constant({ year: y, month })
          : fc.integer({ min: 1, max: daysInMonth(y, month) }).map((day) => ({ year: y, month, day })),
      );
  });
const validRange = fc
  .constantFrom('year', 'month', 'week', 'day', 'hour', 'raw' as const)
  .chain((g) => fc.tuple(fc.constant(g), point(g), point(g)))
  .map(([granularity, a, b]): DataRange => {
    const key = (p: typeof a) => JSON.stringify(Object.values(p).map((n) => String(n).padStart(4, '0')));
    const [start, end] = key(a) <= key(b) ? [a, b] : [b, a];
    return { granularity, start, end };
  });

describe('round trip (property)', () => {
  it('parse(format(r)) equals r for every valid range', () => {
    fc.assert(
      fc.property(validRange, (r) => {
        expect(parseDataRange(formatDataRange(r))).toEqual(r);
      }),
      { numRuns: 2000 },
    );
  });
  it('format(parse(s)) equals s for every string that parses', () => {
    fc.assert(
      fc.property(validRange, (r) => {
        const s = formatDataRange(r);
        expect(formatDataRange(parseDataRange(s)!)).toBe(s);
      }),
    );
  });
  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseDataRange(s)));
  });
});
