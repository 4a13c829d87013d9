import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { keysOf } from '../arrays.js';

/**
 * Recurring pattern of a constraint (spec 2 section 3): each field null (any) or an inclusive
 * range {start, end} in the plant's local time. A range whose start is above its end wraps
 * (hour 22..5 is 22, 23, 0, ..., 5). An hour is covered when every given field matches.
 * Local time follows the zone's daylight-saving changes: the spring day has no hour 2 (Europe),
 * the autumn day has hour 2 twice and both are covered.
 */
export const PATTERN_FIELDS = {
  hour_of_day: [0, 23],
  day_of_week: [1, 7],
  day_of_month: [1, 31],
  month_of_year: [1, 12],
  day_of_year: [1, 366],
} as const;
export type PatternField = keyof typeof PATTERN_FIELDS;
export const PATTERN_FIELD_NAMES = keysOf(PATTERN_FIELDS);

const range = (lo: number, hi: number) =>
  z.object({ start: z.number().int().min(lo).max(hi), end: z.number().int().min(lo).max(hi) }).nullable();

export const recurringPatternSchema = z.object({
  hour_of_day: range(...PATTERN_FIELDS.hour_of_day),
  day_of_week: range(...PATTERN_FIELDS.day_of_week),
  day_of_month: range(...PATTERN_FIELDS.day_of_month),
  month_of_year: range(...PATTERN_FIELDS.month_of_year),
  day_of_year: range(...PATTERN_FIELDS.day_of_year),
});
export type RecurringPattern = z.infer<typeof recurringPatternSchema>;
export type PatternRange = { start: number; end: number } | null;

export const EMPTY_PATTERN: RecurringPattern = {
  hour_of_day: null,
  day_of_week: null,
  day_of_month: null,
  month_of_year: null,
  day_of_year: null,
};

/** Inclusive range test with wrap-around (start > end). */
export function inRange(r: PatternRange, v: number): boolean {
  if (!r) return true;
  return r.start <= r.end ? v >= r.start && v <= r.end : v >= r.start || v <= r.end;
}

/** Local calendar fields of a grid of instants, one array per field. */
export interface LocalCalendar {
  hour_of_day: Uint8Array;
  /** 1 = Monday .. 7 = Sunday */
  day_of_week: Uint8Array;
  day_of_month: Uint8Array;
  month_of_year: Uint8Array;
  day_of_year: Uint16Array;
}

/**
 * Local fields of each step start (UTC epoch ms `start + i * stepMs`) in `zone`. The zone offset is
 * looked up only at its transitions (Temporal), the rest is arithmetic: a year of hours in ~1 ms.
 */
export function localCalendar(zone: string, start: number, stepMs: number, steps: number): LocalCalendar {
  const cal: LocalCalendar = {
    hour_of_day: new Uint8Array(steps),
    day_of_week: new Uint8Array(steps),
    day_of_month: new Uint8Array(steps),
    month_of_year: new Uint8Array(steps),
    day_of_year: new Uint16Array(steps),
  };
  let offset = 0;
  let nextChange = -Infinity;
  for (let i = 0; i < steps; i++) {
    const ts = start + i * stepMs;
    if (ts >= nextChange) {
      const zdt = Temporal.Instant.fromEpochMilliseconds(ts).toZonedDateTimeISO(zone);
      offset = zdt.offsetNanoseconds / 1e6;
      nextChange = zdt.getTimeZoneTransition('next')?.epochMilliseconds ?? Infinity;
    }
    const d = new Date(ts + offset);
    const y = d.getUTCFullYear();
    cal.hour_of_day[i] = d.getUTCHours();
    cal.day_of_week[i] = ((d.getUTCDay() + 6) % 7) + 1;
    cal.day_of_month[i] = d.getUTCDate();
    cal.month_of_year[i] = d.getUTCMonth() + 1;
    cal.day_of_year[i] = (Date.UTC(y, d.getUTCMonth(), d.getUTCDate()) - Date.UTC(y, 0, 1)) / 86_400_000 + 1;
  }
  return cal;
}

/** Whether step i of the calendar is covered by the pattern (null pattern: every step). */
export function patternCovers(pattern: RecurringPattern | null, cal: LocalCalendar, i: number): boolean {
  if (!pattern) return true;
  for (const f of PATTERN_FIELD_NAMES) if (!inRange(pattern[f], cal[f][i])) return false;
  return true;
}

/**
 * The steps of a grid a constraint applies to: inside its validity [validFrom, validTo) (validTo
 * null: open) and covered by its pattern. Returns one flag per step.
 */
export function expandPattern(
  pattern: RecurringPattern | null,
  validity: { from: number; to: number | null },
  cal: LocalCalendar,
  start: number,
  stepMs: number,
): Uint8Array {
  const n = cal.hour_of_day.length;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const ts = start + i * stepMs;
    if (ts < validity.from || (validity.to !== null && ts >= validity.to)) continue;
    out[i] = patternCovers(pattern, cal, i) ? 1 : 0;
  }
  return out;
}

/** Covered hours as [from, to) UTC intervals, consecutive hours merged: the form's preview. */
export function coveredIntervals(
  pattern: RecurringPattern | null,
  validity: { from: number; to: number | null },
  zone: string,
  from: number,
  to: number,
): { from: number; to: number }[] {
  const H = 3_600_000;
  const start = Math.floor(from / H) * H;
  const steps = Math.max(0, Math.ceil((to - start) / H));
  const flags = expandPattern(pattern, validity, localCalendar(zone, start, H, steps), start, H);
  const out: { from: number; to: number }[] = [];
  for (let i = 0; i < steps; i++) {
    if (!flags[i]) continue;
    const a = Math.max(from, start + i * H),
      b = Math.min(to, start + (i + 1) * H);
    const last = out[out.length - 1];
    if (last && last.to === a) last.to = b;
    else out.push({ from: a, to: b });
  }
  return out;
}

const DAY_FIELDS = ['day_of_week', 'day_of_month', 'month_of_year', 'day_of_year'] as const;
export const PATTERN_MATCHES_NO_DATE = 'No date has these days together (as 30 to 31 February): it would never apply';

/**
 * The pattern's day field that makes it match no date at all, or null when some date matches (an
 * hour range is never empty, so only the day fields can exclude each other: 30-31 February, day of
 * year 1 in July). Checked over 28 years, the calendar's full cycle of weekdays, leap days included.
 */
export function patternMatchesNoDate(p: RecurringPattern | null): (typeof DAY_FIELDS)[number] | null {
  const set = DAY_FIELDS.filter((f) => p?.[f]);
  if (!p || set.length < 2) return null;
  const from = Date.UTC(2024, 0, 1);
  for (let d = 0; d < 28 * 366; d++) {
    const t = new Date(from + d * 86_400_000);
    const y = t.getUTCFullYear();
    const doy = Math.round((t.getTime() - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
    if (
      inRange(p.day_of_week, ((t.getUTCDay() + 6) % 7) + 1) &&
      inRange(p.day_of_month, t.getUTCDate()) &&
      inRange(p.month_of_year, t.getUTCMonth() + 1) &&
      inRange(p.day_of_year, doy)
    )
      return null;
  }
  return set[set.length - 1];
}
