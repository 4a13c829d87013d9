import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDataRange, parseDataRange, plantSeriesQuerySchema, type DataRange } from '@penstock/domain';
import { fitRange, rangeFitsApi } from './fitRange';
import { apiGranularity, plainDate, rangeFromDays, rangeToInterval, withGranularity } from './rangeDates';

const today = plainDate(2026, 11, 28);
const ZONES = ['Europe/Vienna', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago'];
/** The server's own query validation of what every chart of the range asks for. */
const apiAccepts = (r: DataRange, timezone: string) => {
  const { startTs, endTs } = rangeToInterval(r, timezone);
  return plantSeriesQuerySchema.safeParse({
    'start-ts': startTs,
    'end-ts': endTs,
    granularity: apiGranularity(r),
    timezone,
  }).success;
};
/** What the picker does when the granularity control changes. */
const pick = (r: DataRange, g: DataRange['granularity']) => fitRange(withGranularity(r, g), today).range;

describe('fitRange: the picker never offers a range the API refuses (issue 27 item 9)', () => {
  test('Month -> Week -> Day -> Hour over this year stays within the 366 days hourly data is served for, keeping today', () => {
    let r = parseDataRange('2026-01--2026-12')!;
    for (const g of ['week', 'day', 'hour'] as const) r = pick(r, g);
    // without fitting it was 2025-12-29--2027-01-03--1h, which the API refuses
    expect(apiAccepts(parseDataRange('2025-12-29--2027-01-03--1h')!, 'Europe/Vienna')).toBe(false);
    expect(formatDataRange(r)).toBe('2025-12-29--2026-12-28--1h');
    for (const zone of ZONES) expect(apiAccepts(r, zone)).toBe(true);
    expect(r.granularity).toBe('hour');
  });

  test('a range the API accepts is kept as it is', () => {
    const r = parseDataRange('2026-01--2026-12')!;
    expect(fitRange(r, today)).toEqual({ range: r, shortened: false });
    expect(fitRange(parseDataRange('2026-11-22--2026-11-24--1h')!, today).shortened).toBe(false);
  });

  test('a long past range keeps its start; bounds of the instants (1970, 2200) are kept', () => {
    expect(formatDataRange(fitRange(parseDataRange('2020-03-01--2023-02-28--raw')!, today).range)).toBe(
      '2020-03-01--2021-02-28--raw',
    );
    expect(formatDataRange(fitRange(parseDataRange('1960--1990')!, today).range)).toBe('1971--1990');
    expect(formatDataRange(fitRange(parseDataRange('1950-01-01--2020-12-31')!, today).range)).toBe(
      '1970-01-02--1990-01-15',
    );
    expect(formatDataRange(fitRange(parseDataRange('2150-01--2200-12')!, today).range)).toBe('2150-01--2169-12');
  });

  test('every range of the grammar becomes one the API accepts in any zone, at the same granularity', () => {
    const day = fc.integer({ min: 0, max: 109_000 }).map((n) => plainDate(1900, 1, 1).add({ days: n }));
    const granularity = fc.constantFrom('year', 'month', 'week', 'day', 'hour', 'raw') as fc.Arbitrary<
      DataRange['granularity']
    >;
    fc.assert(
      fc.property(day, day, granularity, (a, b, g) => {
        const wished = rangeFromDays(a, b, g);
        const { range, shortened } = fitRange(wished, today);
        expect(range.granularity).toBe(g);
        expect(rangeFitsApi(range)).toBe(true);
        expect(shortened).toBe(formatDataRange(range) !== formatDataRange(wished));
        for (const zone of ZONES) expect(apiAccepts(range, zone), `${formatDataRange(range)} in ${zone}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test("a screen's own shorter limit (the editor's 365 days hourly tables) holds at every granularity", () => {
    const r = fitRange(parseDataRange('2024-01-01--2026-12-31')!, today, 365);
    expect(r).toEqual({ range: parseDataRange('2026-01-01--2026-12-31')!, shortened: true });
    expect(fitRange(parseDataRange('2026-01--2026-12')!, today, 365).shortened).toBe(false);
    expect(formatDataRange(fitRange(parseDataRange('2025W01--2026W10')!, today, 365).range)).toBe('2025W01--2025W52');
  });
});
