import { Temporal } from 'temporal-polyfill';

/** Spec 1 section 9: the calendar grid has 42 days (6 weeks of 7). */
export const CALENDAR_DAYS = 42;

export interface CalendarDay {
  /** YYYY-MM-DD in the zone */
  date: string;
  day: number;
  inMonth: boolean;
  /** UTC ms of the day's 00:00 and the next day's 00:00 in the zone (23 or 25 hours at a clock change) */
  start: number;
  end: number;
}

/** The 42 days shown for a month (1-12), weeks from Monday, in the zone. */
export function monthGrid(year: number, month: number, zone: string): CalendarDay[] {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new Error('Invalid month for MonthCalendar');
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  let d = first.subtract({ days: first.dayOfWeek - 1 });
  const days: CalendarDay[] = [];
  for (let i = 0; i < CALENDAR_DAYS; i++) {
    const next = d.add({ days: 1 });
    days.push({
      date: d.toString(),
      day: d.day,
      inMonth: d.month === month,
      start: d.toZonedDateTime({ timeZone: zone }).epochMilliseconds,
      end: next.toZonedDateTime({ timeZone: zone }).epochMilliseconds,
    });
    d = next;
  }
  return days;
}

/** Calendar events (spec 1 section 4: id, title, start, end; end may be 'never' = null). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: number;
  end: number | null;
}

/** The events touching each day, in start order. */
export function eventsByDay<E extends CalendarEvent>(days: readonly CalendarDay[], events: readonly E[]): E[][] {
  const sorted = [...events].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  return days.map((d) => sorted.filter((e) => e.start < d.end && (e.end === null || e.end > d.start)));
}
