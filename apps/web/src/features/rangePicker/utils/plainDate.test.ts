// The picker's own PlainDate against Temporal (the reference it replaces in the first paint), over
// many dates, steps and zones, DST gaps at midnight included.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { PlainDate, dateIn, startOfDayIn } from './plainDate';

// a deterministic spread of dates over 1999..2032
const dates = Array.from({ length: 400 }, (_, i) =>
  Temporal.PlainDate.from('1999-01-01').add({ days: i * 29 + (i % 7) }),
);
const ours = (d: Temporal.PlainDate) => PlainDate.from({ year: d.year, month: d.month, day: d.day });

describe('PlainDate matches Temporal.PlainDate', () => {
  test('weekday, ISO week and its year, days in month, text', () => {
    for (const d of dates) {
      const o = ours(d);
      expect([o.dayOfWeek, o.weekOfYear, o.yearOfWeek, o.daysInMonth, o.toString()]).toEqual([
        d.dayOfWeek,
        d.weekOfYear,
        d.yearOfWeek,
        d.daysInMonth,
        d.toString(),
      ]);
    }
  });

  test('adding and subtracting days, weeks, months and years (month ends clamp)', () => {
    const steps = [
      { days: 1 },
      { days: -400 },
      { weeks: 3 },
      { months: 1 },
      { months: -13 },
      { years: 1 },
      { years: -4 },
      { months: 25 },
    ];
    for (const d of dates)
      for (const step of steps) {
        expect(ours(d).add(step).toString()).toBe(d.add(step).toString());
        expect(ours(d).subtract(step).toString()).toBe(d.subtract(step).toString());
      }
    expect(PlainDate.from({ year: 2028, month: 1, day: 31 }).add({ months: 1 }).toString()).toBe('2028-02-29');
  });

  test('days and whole months between two dates, in both directions', () => {
    for (let i = 1; i < dates.length; i += 3) {
      const [a, b] = [dates[i - 1], dates[i + 1] ?? dates[0]];
      expect(ours(a).daysUntil(ours(b))).toBe(a.until(b, { largestUnit: 'days' }).days);
      expect(ours(a).monthsUntil(ours(b))).toBe(a.until(b, { largestUnit: 'months' }).months);
      expect(ours(b).monthsUntil(ours(a))).toBe(b.until(a, { largestUnit: 'months' }).months);
      expect(PlainDate.compare(ours(a), ours(b))).toBe(Temporal.PlainDate.compare(a, b));
    }
  });

  test('invalid dates are refused', () => {
    expect(() => PlainDate.from({ year: 2026, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => PlainDate.from({ year: 2026, month: 13, day: 1 })).toThrow(RangeError);
  });
});

describe('dates and instants in a zone match Temporal', () => {
  const zones = [
    'Europe/Vienna',
    'UTC',
    'America/Santiago',
    'America/Havana',
    'Asia/Tehran',
    'Australia/Lord_Howe',
    'Pacific/Apia',
    'America/New_York',
  ];
  test('the start of each day (compatible disambiguation in DST gaps) and the date of an instant', () => {
    for (const timeZone of zones)
      for (const d of dates) {
        const expected = d.toZonedDateTime({ timeZone }).epochMilliseconds;
        expect(startOfDayIn(ours(d), timeZone), `${d} ${timeZone}`).toBe(expected);
        expect(dateIn(expected + 3_600_000 * 5, timeZone).toString()).toBe(
          Temporal.Instant.fromEpochMilliseconds(expected + 3_600_000 * 5)
            .toZonedDateTimeISO(timeZone)
            .toPlainDate()
            .toString(),
        );
      }
  });

  test('a day whose midnight does not exist starts at 01:00 (Santiago, September 2026)', () => {
    const start = startOfDayIn(PlainDate.from({ year: 2026, month: 9, day: 6 }), 'America/Santiago');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
