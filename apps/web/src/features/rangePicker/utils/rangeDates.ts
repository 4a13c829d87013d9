import { isValidDataRange, type DataRange, type Granularity, type RangePoint } from '@penstock/domain';
import { PlainDate, dateIn, startOfDayIn } from './plainDate';

/**
 * Ranges of the domain grammar as calendar dates (PlainDate, no zone). The first day is
 * inclusive and so is the last day; instants come only from `rangeToInterval` with a zone.
 */
export type { PlainDate };
export const plainDate = (year: number, month: number, day: number) => PlainDate.from({ year, month, day });

/** Monday of an ISO week. 4 January is always in week 1. */
export function isoWeekMonday(year: number, week: number): PlainDate {
  const jan4 = plainDate(year, 1, 4);
  return jan4.subtract({ days: jan4.dayOfWeek - 1 }).add({ weeks: week - 1 });
}

function pointStart(p: RangePoint, g: Granularity): PlainDate {
  if (g === 'year') return plainDate(p.year, 1, 1);
  if (g === 'month') return plainDate(p.year, p.month!, 1);
  if (g === 'week') return isoWeekMonday(p.year, p.week!);
  return plainDate(p.year, p.month!, p.day!);
}

/** First day of the range. */
export const rangeFirstDay = (r: DataRange) => pointStart(r.start, r.granularity);

/** The day after the last day of the range (its exclusive end). */
export function rangeEndExclusive(r: DataRange): PlainDate {
  const last = pointStart(r.end, r.granularity);
  if (r.granularity === 'year') return last.add({ years: 1 });
  if (r.granularity === 'month') return last.add({ months: 1 });
  if (r.granularity === 'week') return last.add({ weeks: 1 });
  return last.add({ days: 1 });
}

export const rangeLastDay = (r: DataRange) => rangeEndExclusive(r).subtract({ days: 1 });

/** Builds the range at granularity `g` that covers the days first..last (inclusive), widening to whole periods. */
export function rangeFromDays(first: PlainDate, last: PlainDate, g: Granularity): DataRange {
  if (PlainDate.compare(first, last) > 0) [first, last] = [last, first];
  let range: DataRange;
  if (g === 'year') range = { granularity: g, start: { year: first.year }, end: { year: last.year } };
  else if (g === 'month')
    range = {
      granularity: g,
      start: { year: first.year, month: first.month },
      end: { year: last.year, month: last.month },
    };
  else if (g === 'week')
    range = {
      granularity: g,
      start: { year: first.yearOfWeek, week: first.weekOfYear },
      end: { year: last.yearOfWeek, week: last.weekOfYear },
    };
  else
    range = {
      granularity: g,
      start: { year: first.year, month: first.month, day: first.day },
      end: { year: last.year, month: last.month, day: last.day },
    };
  if (!isValidDataRange(range)) throw new RangeError(`Range out of bounds: ${first}..${last}`);
  return range;
}

/** The same span at another granularity (finer keeps the span, coarser widens it to whole periods). */
export const withGranularity = (r: DataRange, g: Granularity): DataRange =>
  g === r.granularity ? r : rangeFromDays(rangeFirstDay(r), rangeLastDay(r), g);

/** Number of days the range spans. */
export const rangeDayCount = (r: DataRange) => rangeFirstDay(r).daysUntil(rangeEndExclusive(r));

/** The instants of a range in a zone: start-ts inclusive, end-ts exclusive (epoch ms), DST-aware. */
export function rangeToInterval(r: DataRange, timeZone: string): { startTs: number; endTs: number } {
  return {
    startTs: startOfDayIn(rangeFirstDay(r), timeZone),
    endTs: startOfDayIn(rangeEndExclusive(r), timeZone),
  };
}

/**
 * The one rule that decides how charts bucket a range, so no chart is ever one dot per series: the
 * granularity chosen in the picker is the span's period, the buckets are one step finer. A year
 * range is drawn by month, a month range by day, a week range by day; a day range by day, except a
 * single day, which is drawn by hour; hour and raw ranges as chosen.
 */
/** Day and week ranges up to this many days are charted by hour (336 points per series at most). */
export const HOURLY_CHARTS_UP_TO_DAYS = 14;

export function chartGranularity(r: DataRange): Granularity {
  switch (r.granularity) {
    case 'year':
      return 'month';
    case 'month':
      return 'day';
    case 'week':
    case 'day':
      // a plan switching between 0 and full load within days is only seen hour by hour (issue 27 item 10)
      return rangeDayCount(r) <= HOURLY_CHARTS_UP_TO_DAYS ? 'hour' : 'day';
    default:
      return r.granularity;
  }
}

/** The granularity sent to the API (the chart buckets of `chartGranularity`): omitted for raw. */
export function apiGranularity(r: DataRange): Exclude<Granularity, 'raw'> | undefined {
  const g = chartGranularity(r);
  return g === 'raw' ? undefined : g;
}

/** Today's date in a zone. */
export const todayIn = (timeZone: string, now: number = Date.now()): PlainDate => dateIn(now, timeZone);
