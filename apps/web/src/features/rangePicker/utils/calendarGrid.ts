import { CALENDAR_GRID_DAYS } from '@penstock/domain';
import { plainDate, type PlainDate } from './rangeDates';

export interface CalendarDay {
  date: PlainDate;
  /** False for the days of the previous and next month that fill the grid. */
  inMonth: boolean;
}

/** The month's grid: 42 days (6 weeks of 7), Monday first, starting on or before the 1st. */
export function calendarGrid(year: number, month: number): CalendarDay[] {
  const first = plainDate(year, month, 1);
  const start = first.subtract({ days: first.dayOfWeek - 1 });
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, i) => {
    const date = start.add({ days: i });
    return { date, inMonth: date.month === month };
  });
}

/** Where a key moves the calendar's focused day; null for keys the grid does not handle. */
export function moveFocus(date: PlainDate, key: string, shift = false): PlainDate | null {
  switch (key) {
    case 'ArrowLeft':
      return date.subtract({ days: 1 });
    case 'ArrowRight':
      return date.add({ days: 1 });
    case 'ArrowUp':
      return date.subtract({ weeks: 1 });
    case 'ArrowDown':
      return date.add({ weeks: 1 });
    case 'Home':
      return date.subtract({ days: date.dayOfWeek - 1 });
    case 'End':
      return date.add({ days: 7 - date.dayOfWeek });
    case 'PageUp':
      return shift ? date.subtract({ years: 1 }) : date.subtract({ months: 1 });
    case 'PageDown':
      return shift ? date.add({ years: 1 }) : date.add({ months: 1 });
    default:
      return null;
  }
}
