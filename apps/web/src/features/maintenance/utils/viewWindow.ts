import { Temporal } from 'temporal-polyfill';
import { formatDataRange, parseDataRange, type Granularity } from '@penstock/domain';
import { monthGrid } from './monthGrid';

export const MAINTENANCE_VIEWS = ['calendar', 'timeline', 'list'] as const;
export type MaintenanceView = (typeof MAINTENANCE_VIEWS)[number];
export const asView = (v: string | undefined): MaintenanceView =>
  (MAINTENANCE_VIEWS as readonly string[]).includes(v ?? '') ? (v as MaintenanceView) : 'calendar';

/** Timeline zoom: days shown per granularity (hour: two days of hours ... month: a year of months). */
export const TIMELINE_DAYS: Partial<Record<Granularity, number>> = { hour: 2, day: 14, week: 56, month: 365 };
export const TIMELINE_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export const DEFAULT_TIMELINE_GRANULARITY = 'week';

/** The first day the `range` query names (its start), else today in the zone. */
export function anchorDate(range: string | undefined, now: number, zone: string): Temporal.PlainDate {
  const r = range ? parseDataRange(range) : null;
  if (r) return Temporal.PlainDate.from({ year: r.start.year, month: r.start.month ?? 1, day: r.start.day ?? 1 });
  return Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
}

const dayRange = (from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  formatDataRange({
    granularity: 'day',
    start: { year: from.year, month: from.month, day: from.day },
    end: { year: to.year, month: to.month, day: to.day },
  });

export interface ViewWindow {
  /** UTC ms, end exclusive */
  from: number;
  to: number;
  /** the `range` query of the window */
  range: string;
}

/** What a view shows from its anchor: the month's 42-day grid, the timeline's zoom, a year of list. */
export function viewWindow(
  view: MaintenanceView,
  anchor: Temporal.PlainDate,
  zone: string,
  granularity: Granularity | undefined,
): ViewWindow {
  if (view === 'calendar') {
    const grid = monthGrid(anchor.year, anchor.month, zone);
    const first = anchor.with({ day: 1 });
    return {
      from: grid[0].start,
      to: grid[grid.length - 1].end,
      range: dayRange(first, first.add({ months: 1 }).subtract({ days: 1 })),
    };
  }
  const days = view === 'timeline' ? (TIMELINE_DAYS[granularity ?? DEFAULT_TIMELINE_GRANULARITY] ?? 56) : 365;
  const last = anchor.add({ days: days - 1 });
  return {
    from: anchor.toZonedDateTime({ timeZone: zone }).epochMilliseconds,
    to: last.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds,
    range: dayRange(anchor, last),
  };
}

/** The anchor moved one page back or forth: a month in the calendar, the window's length elsewhere. */
export function pageAnchor(
  view: MaintenanceView,
  anchor: Temporal.PlainDate,
  granularity: Granularity | undefined,
  step: 1 | -1,
): Temporal.PlainDate {
  if (view === 'calendar') return anchor.with({ day: 1 }).add({ months: step });
  const days = view === 'timeline' ? (TIMELINE_DAYS[granularity ?? DEFAULT_TIMELINE_GRANULARITY] ?? 56) : 365;
  return anchor.add({ days: step * days });
}
