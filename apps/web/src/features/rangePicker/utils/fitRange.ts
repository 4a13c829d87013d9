import { MAX_RANGE_MS, type DataRange, type Granularity } from '@penstock/domain';
import { PlainDate } from './plainDate';
import { chartGranularity, plainDate, rangeDayCount, rangeFirstDay, rangeFromDays, rangeLastDay } from './rangeDates';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The first and last day whose instants the series API accepts in every zone (UTC-12 to UTC+14):
 * start-ts >= 0 (MIN_TS) and end-ts <= 2200-01-01 (MAX_TS).
 */
export const FIRST_API_DAY = plainDate(1970, 1, 2);
export const LAST_API_DAY = plainDate(2199, 12, 30);

/**
 * The longest span in days the API accepts charted at `g` (MAX_RANGE_MS), in any zone: a span
 * holding only the autumn clock change is an hour longer than its days.
 */
export const maxRangeDays = (g: Granularity) => Math.floor((MAX_RANGE_MS[g] - HOUR_MS) / DAY_MS);

/** The longest span in days for the range's charts, or the screen's own limit when it is shorter. */
export const rangeLimitDays = (r: DataRange, screenMaxDays = Infinity) =>
  Math.min(maxRangeDays(chartGranularity(r)), screenMaxDays);

/**
 * True when every chart of the range asks the API for what it accepts (span and instants);
 * `screenMaxDays`: a screen's own limit (the editor asks hour by hour whatever the granularity).
 */
export function rangeFitsApi(r: DataRange, screenMaxDays = Infinity): boolean {
  return (
    rangeDayCount(r) <= rangeLimitDays(r, screenMaxDays) &&
    PlainDate.compare(rangeFirstDay(r), FIRST_API_DAY) >= 0 &&
    PlainDate.compare(rangeLastDay(r), LAST_API_DAY) <= 0
  );
}

/** First day of the period of `g` holding `d`. */
function periodStart(d: PlainDate, g: Granularity): PlainDate {
  if (g === 'year') return plainDate(d.year, 1, 1);
  if (g === 'month') return d.with({ day: 1 });
  if (g === 'week') return d.subtract({ days: d.dayOfWeek - 1 });
  return d;
}
function nextPeriodStart(d: PlainDate, g: Granularity): PlainDate {
  const s = periodStart(d, g);
  if (g === 'year') return s.add({ years: 1 });
  if (g === 'month') return s.add({ months: 1 });
  if (g === 'week') return s.add({ weeks: 1 });
  return s.add({ days: 1 });
}

/**
 * The range the picker offers for a wished one (issue 27 item 9): unchanged when the API accepts
 * it, else the longest part it accepts at the same granularity, in whole periods (a range wholly
 * before 1970 or after 2199 moves to the nearest it accepts). The part keeps
 * the range's start, or its end when keeping the start would lose today (so Month -> Hour over this
 * year keeps today on screen). `shortened` says it was cut.
 */
export function fitRange(
  r: DataRange,
  today: PlainDate,
  screenMaxDays = Infinity,
): { range: DataRange; shortened: boolean } {
  const fits = (x: DataRange) => rangeFitsApi(x, screenMaxDays);
  if (fits(r)) return { range: r, shortened: false };
  const g = r.granularity;
  // the limit of the long range's chart buckets (at least 365 days, so the part is charted alike)
  const limit = rangeLimitDays(r, screenMaxDays);
  const max = (a: PlainDate, b: PlainDate) => (PlainDate.compare(a, b) >= 0 ? a : b);
  const min = (a: PlainDate, b: PlainDate) => (PlainDate.compare(a, b) <= 0 ? a : b);
  let first = rangeFirstDay(r);
  let last = rangeLastDay(r);
  // a range wholly outside the instants the API takes moves inside, keeping its length; one partly outside is cut
  const days = first.daysUntil(last);
  if (PlainDate.compare(last, FIRST_API_DAY) < 0) [first, last] = [FIRST_API_DAY, FIRST_API_DAY.add({ days })];
  if (PlainDate.compare(first, LAST_API_DAY) > 0) [first, last] = [LAST_API_DAY.subtract({ days }), LAST_API_DAY];
  first = max(first, FIRST_API_DAY);
  last = min(last, LAST_API_DAY);
  const keepEnd =
    PlainDate.compare(first, today) <= 0 && PlainDate.compare(today, last) <= 0 && first.daysUntil(today) >= limit;
  if (first.daysUntil(last) + 1 > limit) {
    if (keepEnd) first = last.subtract({ days: limit - 1 });
    else last = first.add({ days: limit - 1 });
  }
  // widening to whole periods may step out again: step in by whole periods until it fits
  let range = rangeFromDays(first, last, g);
  while (PlainDate.compare(rangeFirstDay(range), FIRST_API_DAY) < 0 || (keepEnd && rangeDayCount(range) > limit)) {
    first = nextPeriodStart(first, g);
    last = max(last, first);
    range = rangeFromDays(first, last, g);
  }
  while (!fits(range)) {
    last = periodStart(last, g).subtract({ days: 1 });
    first = min(first, periodStart(last, g));
    range = rangeFromDays(first, last, g);
  }
  return { range, shortened: true };
}
