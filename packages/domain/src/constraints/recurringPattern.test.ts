import { describe, expect, it } from 'vitest';
import {
  coveredIntervals,
  EMPTY_PATTERN,
  expandPattern,
  inRange,
  localCalendar,
  patternMatchesNoDate,
  recurringPatternSchema,
  type RecurringPattern,
} from './recurringPattern.js';

const H = 3_600_000;
const VIENNA = 'Europe/Vienna';
const pattern = (p: Partial<RecurringPattern>): RecurringPattern => ({ ...EMPTY_PATTERN, ...p });
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
/** Covered step starts in a window, as ISO UTC strings. */
function covered(
  p: RecurringPattern | null,
  from: string,
  hours: number,
  zone = VIENNA,
  validity = { from: -Infinity, to: null as number | null },
) {
  const start = Date.parse(from);
  const flags = expandPattern(p, validity, localCalendar(zone, start, H, hours), start, H);
  return [...flags].flatMap((f, i) => (f ? [iso(start + i * H)] : []));
}

/** How many hours of day `day` of the month (in Vienna, within 72 hours from `from`) a pattern covers, with `hours` of the day if given. */
const hoursOnDay = (day: number, from: string, hours?: RecurringPattern['hour_of_day']) =>
  covered(pattern({ ...(hours && { hour_of_day: hours }), day_of_month: { start: day, end: day } }), from, 72).length;

describe('inRange', () => {
  it('is inclusive at both ends', () => {
    expect([4, 5, 6, 7, 8].map((v) => inRange({ start: 5, end: 7 }, v))).toEqual([false, true, true, true, false]);
  });
  it('wraps when start is above end (22..5)', () => {
    const r = { start: 22, end: 5 };
    expect(Array.from({ length: 24 }, (_, h) => h).filter((h) => inRange(r, h))).toEqual([0, 1, 2, 3, 4, 5, 22, 23]);
  });
  it('a single value and a null range', () => {
    expect(inRange({ start: 3, end: 3 }, 3)).toBe(true);
    expect(inRange({ start: 3, end: 3 }, 4)).toBe(false);
    expect(inRange(null, 99)).toBe(true);
  });
});

describe('localCalendar', () => {
  it('gives the local fields in the zone (UTC+1 in winter)', () => {
    const cal = localCalendar(VIENNA, Date.parse('2026-12-31T22:00Z'), H, 2);
    // 23:00 on Thursday 31 December, then 00:00 on Friday 1 January
    expect([
      cal.hour_of_day[0],
      cal.day_of_week[0],
      cal.day_of_month[0],
      cal.month_of_year[0],
      cal.day_of_year[0],
    ]).toEqual([23, 4, 31, 12, 365]);
    expect([
      cal.hour_of_day[1],
      cal.day_of_week[1],
      cal.day_of_month[1],
      cal.month_of_year[1],
      cal.day_of_year[1],
    ]).toEqual([0, 5, 1, 1, 1]);
  });
  it('counts day 366 in a leap year and Sunday as 7', () => {
    const cal = localCalendar('UTC', Date.parse('2028-12-31T12:00Z'), H, 1);
    expect(cal.day_of_year[0]).toBe(366);
    expect(cal.day_of_week[0]).toBe(7);
  });
  it('matches Intl for every hour of a year in several zones (both DST changes)', () => {
    for (const zone of ['Europe/Vienna', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
      const start = Date.parse('2026-01-01T00:00Z');
      const cal = localCalendar(zone, start, H, 8760);
      const f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        weekday: 'short',
      });
      for (let i = 0; i < 8760; i += 7) {
        const parts = Object.fromEntries(f.formatToParts(new Date(start + i * H)).map((p) => [p.type, p.value]));
        expect([cal.hour_of_day[i], cal.day_of_month[i], cal.month_of_year[i]]).toEqual([
          Number(parts.hour),
          Number(parts.day),
          Number(parts.month),
        ]);
        expect(cal.day_of_week[i]).toBe(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1);
      }
    }
  });
});

describe('expandPattern', () => {
  it('no pattern: every hour of the validity', () => {
    const start = Date.parse('2026-06-01T00:00Z');
    expect(covered(null, '2026-06-01T00:00Z', 5, VIENNA, { from: start + H, to: start + 3 * H })).toEqual([
      '2026-06-01T01:00',
      '2026-06-01T02:00',
    ]);
  });
  it('hours 8..10 local in summer are 06..08 UTC', () => {
    expect(covered(pattern({ hour_of_day: { start: 8, end: 10 } }), '2026-06-01T00:00Z', 24)).toEqual([
      '2026-06-01T06:00',
      '2026-06-01T07:00',
      '2026-06-01T08:00',
    ]);
  });
  it('a night range 22..5 wraps over midnight', () => {
    const got = covered(pattern({ hour_of_day: { start: 22, end: 5 } }), '2026-06-01T22:00Z', 24); // 00:00 local on 2 June
    // local 00..05 (22:00Z..03:00Z) and 22, 23 (20:00Z, 21:00Z): 8 hours
    expect(got).toEqual([
      '2026-06-01T22:00',
      '2026-06-01T23:00',
      '2026-06-02T00:00',
      '2026-06-02T01:00',
      '2026-06-02T02:00',
      '2026-06-02T03:00',
      '2026-06-02T20:00',
      '2026-06-02T21:00',
    ]);
  });
  it('spring forward (29 March 2026 in Vienna): the day has 23 hours and no hour 2', () => {
    const day = '2026-03-28T23:00Z'; // 00:00 local
    expect(covered(null, day, 23, VIENNA, { from: -Infinity, to: null })).toHaveLength(23);
    expect(covered(pattern({ hour_of_day: { start: 2, end: 2 } }), day, 23)).toEqual([]);
    // 1..3 covers 01:00 (00:00Z) and 03:00 CEST (01:00Z): two real hours
    expect(covered(pattern({ hour_of_day: { start: 1, end: 3 } }), day, 23)).toEqual([
      '2026-03-29T00:00',
      '2026-03-29T01:00',
    ]);
    // the whole day 0..23 is 23 hours
    expect(hoursOnDay(29, '2026-03-28T00:00Z', { start: 0, end: 23 })).toBe(23);
  });
  it('fall back (25 October 2026 in Vienna): the day has 25 hours and hour 2 twice', () => {
    const day = '2026-10-24T22:00Z'; // 00:00 CEST
    expect(covered(pattern({ hour_of_day: { start: 2, end: 2 } }), day, 25)).toEqual([
      '2026-10-25T00:00',
      '2026-10-25T01:00',
    ]);
    expect(hoursOnDay(25, '2026-10-24T00:00Z')).toBe(25);
    // night 22..5 across the change: local 00..05 = 6 wall hours but 7 real hours, plus 22, 23
    expect(hoursOnDay(25, '2026-10-24T00:00Z', { start: 22, end: 5 })).toBe(9);
  });
  it('weekdays Monday..Friday, and a weekend range that wraps (6..1 = Sat, Sun, Mon)', () => {
    const week = '2026-06-07T22:00Z'; // Monday 8 June 00:00 local
    const days = (p: RecurringPattern) =>
      new Set(covered(p, week, 7 * 24).map((s) => new Date(Date.parse(s + 'Z') + 2 * H).getUTCDay()));
    expect([...days(pattern({ day_of_week: { start: 1, end: 5 } }))].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...days(pattern({ day_of_week: { start: 6, end: 1 } }))].sort()).toEqual([0, 1, 6]);
  });
  it('summer months June..August with the day of month and day of year', () => {
    const start = Date.parse('2026-01-01T00:00Z');
    const cal = localCalendar(VIENNA, start, H, 8760);
    const n = (p: RecurringPattern) =>
      expandPattern(p, { from: -Infinity, to: null }, cal, start, H).reduce((s, f) => s + f, 0);
    // 92 days in local time; the year grid starts at 01:00 local on 1 Jan so it misses one local hour
    expect(n(pattern({ month_of_year: { start: 6, end: 8 } }))).toBe(92 * 24);
    // month 11..2 wraps the new year: Nov, Dec, Jan, Feb of 2026 within the grid (one hour of 1 Jan is before it, one of 1 Jan 2027 inside)
    expect(n(pattern({ month_of_year: { start: 11, end: 2 } }))).toBe((30 + 31 + 31 + 28) * 24 - 1 + 1);
    expect(n(pattern({ day_of_month: { start: 31, end: 31 } }))).toBe(7 * 24 - 1 + 1); // 31 Mar has 24 h; Jan 1st hour missed, Jan 1 2027 00:00 included
    expect(n(pattern({ day_of_year: { start: 1, end: 1 } }))).toBe(23 + 1);
  });
  it('combines fields: every field must match', () => {
    const p = pattern({
      hour_of_day: { start: 6, end: 7 },
      day_of_week: { start: 1, end: 1 },
      month_of_year: { start: 6, end: 6 },
    });
    const got = covered(p, '2026-06-01T00:00Z', 30 * 24);
    // Mondays in June 2026: 1, 8, 15, 22, 29
    expect(got).toHaveLength(10);
    expect(got[0]).toBe('2026-06-01T04:00');
  });
});

describe('coveredIntervals', () => {
  it('merges consecutive hours and clips to the window', () => {
    const from = Date.parse('2026-06-01T05:30Z'),
      to = Date.parse('2026-06-02T00:00Z');
    const got = coveredIntervals(
      pattern({ hour_of_day: { start: 7, end: 9 } }),
      { from: -Infinity, to: null },
      VIENNA,
      from,
      to,
    );
    expect(got.map((i) => [iso(i.from), iso(i.to)])).toEqual([['2026-06-01T05:30', '2026-06-01T08:00']]);
  });
});

describe('recurringPatternSchema', () => {
  it('refuses out-of-range values and accepts wrapping ranges', () => {
    expect(recurringPatternSchema.safeParse(pattern({ hour_of_day: { start: 22, end: 5 } })).success).toBe(true);
    expect(recurringPatternSchema.safeParse(pattern({ hour_of_day: { start: 0, end: 24 } })).success).toBe(false);
    expect(recurringPatternSchema.safeParse(pattern({ day_of_week: { start: 0, end: 3 } })).success).toBe(false);
    expect(recurringPatternSchema.safeParse(pattern({ day_of_year: { start: 1, end: 367 } })).success).toBe(false);
    expect(recurringPatternSchema.safeParse(pattern({ month_of_year: { start: 1.5, end: 3 } })).success).toBe(false);
  });
});

describe('patternMatchesNoDate', () => {
  const p = pattern;
  it('names the day field of a pattern no date has, and passes every pattern some date has', () => {
    expect(patternMatchesNoDate(p({ day_of_month: { start: 30, end: 31 }, month_of_year: { start: 2, end: 2 } }))).toBe(
      'month_of_year',
    );
    expect(patternMatchesNoDate(p({ day_of_year: { start: 1, end: 10 }, month_of_year: { start: 7, end: 7 } }))).toBe(
      'day_of_year',
    );
    expect(
      patternMatchesNoDate(
        p({
          day_of_month: { start: 29, end: 29 },
          month_of_year: { start: 2, end: 2 },
          day_of_week: { start: 1, end: 1 },
        }),
      ),
    ).toBeNull(); // Monday 29 Feb 2044
    expect(patternMatchesNoDate(p({ day_of_month: { start: 31, end: 31 }, month_of_year: { start: 4, end: 4 } }))).toBe(
      'month_of_year',
    );
    expect(
      patternMatchesNoDate(p({ day_of_month: { start: 28, end: 3 }, month_of_year: { start: 12, end: 1 } })),
    ).toBeNull(); // wrapping
    expect(patternMatchesNoDate(p({ hour_of_day: { start: 22, end: 5 } }))).toBeNull();
    expect(patternMatchesNoDate(null)).toBeNull();
  });
});
