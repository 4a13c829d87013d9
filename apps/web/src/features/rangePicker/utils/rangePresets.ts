import type { DataRange, Granularity } from '@penstock/domain';
import { rangeDayCount, rangeEndExclusive, rangeFirstDay, rangeFromDays, type PlainDate } from './rangeDates';

export const RANGE_PRESETS = ['todayPlus2', 'thisWeek', 'thisMonth', 'thisYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/**
 * Presets choose a span and the granularity that suits it: today + 2 days and this week hourly,
 * this month daily, this year monthly (a few dozen to a few hundred points each).
 */
export function presetRange(preset: RangePreset, today: PlainDate): DataRange {
  switch (preset) {
    case 'todayPlus2':
      return rangeFromDays(today, today.add({ days: 2 }), 'hour');
    case 'thisWeek': {
      const monday = today.subtract({ days: today.dayOfWeek - 1 });
      return rangeFromDays(monday, monday.add({ days: 6 }), 'hour');
    }
    case 'thisMonth':
      return rangeFromDays(today.with({ day: 1 }), today.with({ day: today.daysInMonth }), 'day');
    case 'thisYear':
      return rangeFromDays(today.with({ month: 1, day: 1 }), today.with({ month: 12, day: 31 }), 'month');
  }
}

/**
 * The cockpit's range when the URL has none (or an invalid one): the last seven days and the next
 * two, hourly, so recent actuals and the plan horizon are both on screen.
 */
export const defaultRange = (today: PlainDate): DataRange =>
  rangeFromDays(today.subtract({ days: 6 }), today.add({ days: 2 }), 'hour');

/**
 * The previous or next period of the same length: n years, months or weeks at those
 * granularities; a day range of whole months (1 Jan - 31 Dec, 1 - 30 Nov) moves by its months, so
 * a year shown hourly stays a calendar year across leap years; other day ranges move by n days.
 */
export function shiftRange(r: DataRange, direction: -1 | 1): DataRange {
  const first = rangeFirstDay(r);
  const end = rangeEndExclusive(r);
  const g: Granularity = r.granularity;
  if (g === 'year' || g === 'month') {
    const months = first.monthsUntil(end) * direction;
    return rangeFromDays(first.add({ months }), end.add({ months }).subtract({ days: 1 }), g);
  }
  if (first.day === 1 && end.day === 1) {
    const months = first.monthsUntil(end) * direction;
    return rangeFromDays(first.add({ months }), end.add({ months }).subtract({ days: 1 }), g);
  }
  const days = rangeDayCount(r) * direction;
  return rangeFromDays(first.add({ days }), end.add({ days }).subtract({ days: 1 }), g);
}

/** True when the range covers today. */
export const rangeContains = (r: DataRange, day: PlainDate) =>
  rangeFirstDay(r).daysUntil(day) >= 0 && day.daysUntil(rangeEndExclusive(r)) > 0;
