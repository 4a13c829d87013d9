import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { DAY_AHEAD_FALLBACK_CUTOFF } from './constants.js';

/**
 * Day-ahead rule (spec 1 section 4, spec 2 section 4): an edit is flagged as affecting the plan when
 * its cell falls at or after the edit cutoff and before the start of the day after tomorrow (the end
 * of tomorrow, the delivery day of today's auction). The cutoff is one hour before the plant's
 * day-ahead time today, in the plant's market zone; 08:00 when the plant's nomination configuration
 * cannot be loaded (or has no day-ahead time). Instants are UTC epoch ms.
 */
const [FALLBACK_HOUR, FALLBACK_MINUTE] = DAY_AHEAD_FALLBACK_CUTOFF.split(':').map(Number); // '08:00'
export const DAY_AHEAD_CUTOFF_LEAD_MS = 3_600_000;

/** Local wall-clock time of the day-ahead bid completion (hour 0-23, minute 0-59). */
export interface DayAheadTime {
  hour: number;
  minute: number;
}

export const dayAheadWindowSchema = z.object({
  /** UTC epoch ms, inclusive */
  cutoff: z.number(),
  /** UTC epoch ms, exclusive: 00:00 of the day after tomorrow in the plant zone */
  end: z.number(),
  timezone: z.string(),
  /** 'configuration': from the nomination configuration; 'fallback': 08:00 */
  source: z.enum(['configuration', 'fallback']),
});
export type DayAheadWindow = z.infer<typeof dayAheadWindowSchema>;

const localDate = (now: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
const at = (date: Temporal.PlainDate, zone: string, hour: number, minute: number) =>
  date.toZonedDateTime({ timeZone: zone, plainTime: new Temporal.PlainTime(hour, minute) }).epochMilliseconds;

/** The window of cells flagged at `now` (UTC ms) for a plant in `zone`; dayAheadTime null means unavailable. */
export function dayAheadWindow(now: number, zone: string, dayAheadTime: DayAheadTime | null): DayAheadWindow {
  const today = localDate(now, zone);
  const cutoff = dayAheadTime
    ? at(today, zone, dayAheadTime.hour, dayAheadTime.minute) - DAY_AHEAD_CUTOFF_LEAD_MS // one real hour, also across a DST change
    : at(today, zone, FALLBACK_HOUR, FALLBACK_MINUTE);
  const end = today.add({ days: 2 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds;
  return { cutoff, end, timezone: zone, source: dayAheadTime ? 'configuration' : 'fallback' };
}

/** Whether a cell starting at ts (UTC ms) falls in the window. */
export const isDayAheadEdit = (window: Pick<DayAheadWindow, 'cutoff' | 'end'>, ts: number) =>
  ts >= window.cutoff && ts < window.end;
