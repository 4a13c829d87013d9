import type { DataRange } from '@penstock/domain';
import { rangeFirstDay, rangeLastDay, type PlainDate } from './rangeDates';

const utc = (d: PlainDate) => Date.UTC(d.year, d.month - 1, d.day);

/** A calendar date in words (the zone does not matter for a date), e.g. 22 Nov 2026. */
export const formatDay = (d: PlainDate, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(utc(d));

export const formatMonth = (year: number, month: number, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    Date.UTC(year, month - 1, 1),
  );

/** The range as the picker button shows it, at the precision of its granularity. */
export function rangeLabel(r: DataRange, locale?: string): string {
  const pair = (a: string, b: string) => (a === b ? a : `${a} – ${b}`);
  switch (r.granularity) {
    case 'year':
      return pair(String(r.start.year), String(r.end.year));
    case 'month': {
      const f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' });
      return pair(
        f.format(Date.UTC(r.start.year, r.start.month! - 1, 1)),
        f.format(Date.UTC(r.end.year, r.end.month! - 1, 1)),
      );
    }
    case 'week':
      return pair(
        `${r.start.year} W${String(r.start.week).padStart(2, '0')}`,
        `${r.end.year} W${String(r.end.week).padStart(2, '0')}`,
      );
    default:
      return pair(formatDay(rangeFirstDay(r), locale), formatDay(rangeLastDay(r), locale));
  }
}
