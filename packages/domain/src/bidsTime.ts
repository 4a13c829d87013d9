import { Temporal } from 'temporal-polyfill';
import type { DayAheadTime } from './dayAhead.js';

/**
 * Time rules of day-ahead bids (issue 25). The single day-ahead coupling (SDAC) trades 15-minute
 * market time units since the delivery day 2025-10-01; a delivery day is the calendar day in the
 * bidding area's zone, so it has 96 units, 92 on the day the clocks go forward and 100 on the day
 * they go back. Instants are UTC epoch ms; dates are ISO YYYY-MM-DD in the area's zone.
 */
export const MTU_MINUTES = 15;
const MTU_MS = MTU_MINUTES * 60_000;

/** One market time unit: [start, end) in UTC epoch ms. */
export interface MarketTimeUnit {
  start: number;
  end: number;
}

const plainDate = (date: string) => Temporal.PlainDate.from(date);
const midnight = (date: Temporal.PlainDate, zone: string) => date.toZonedDateTime({ timeZone: zone }).epochMilliseconds;

/** Start and end (exclusive) of the delivery day in the zone, UTC epoch ms. */
export function deliveryDay(date: string, zone: string): MarketTimeUnit {
  const d = plainDate(date);
  return { start: midnight(d, zone), end: midnight(d.add({ days: 1 }), zone) };
}

/** The delivery day's market time units in the zone: 96, or 92 / 100 on the days the clocks change. */
export function marketTimeUnits(date: string, zone: string): MarketTimeUnit[] {
  const { start, end } = deliveryDay(date, zone);
  return Array.from({ length: Math.round((end - start) / MTU_MS) }, (_, i) => ({
    start: start + i * MTU_MS,
    end: start + (i + 1) * MTU_MS,
  }));
}

/** Tomorrow in the zone (spec 2 section 4: the day-ahead bid default date). */
export function defaultBidDate(now: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate().add({ days: 1 }).toString();
}

/**
 * Without a configured bid completion time the deadline is the SDAC gate closure: 12:00 CET/CEST
 * (Europe/Brussels) on the day before delivery. Our choice: the day-ahead edit cutoff keeps its own
 * 08:00 fallback (spec), but a bid is due at the exchange's gate closure.
 */
export const GATE_CLOSURE = { hour: 12, minute: 0, zone: 'Europe/Brussels' } as const;
/** The last optimisation run (the bid generation) is one hour before the deadline (spec 1 section 9). */
export const LAST_RUN_LEAD_MS = 3_600_000;

/**
 * Deadline of the delivery day's bids, UTC epoch ms: the plant's nomination configuration
 * (day_ahead_bid_completion_hour and _minute, local time in the plant's zone) on the day before
 * delivery, else the gate closure.
 */
export function bidDeadline(date: string, zone: string, completion: DayAheadTime | null): number {
  const dayBefore = plainDate(date).subtract({ days: 1 });
  const [h, m, z] = completion
    ? [completion.hour, completion.minute, zone]
    : [GATE_CLOSURE.hour, GATE_CLOSURE.minute, GATE_CLOSURE.zone];
  return dayBefore.toZonedDateTime({ timeZone: z, plainTime: new Temporal.PlainTime(h, m) }).epochMilliseconds;
}

/** When the periodic task generates the delivery day's bids: one real hour before the deadline. */
export const lastRunTime = (date: string, zone: string, completion: DayAheadTime | null) =>
  bidDeadline(date, zone, completion) - LAST_RUN_LEAD_MS;

/** Local wall-clock HH:MM of an instant in the zone. */
export function localClock(ts: number, zone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(ts).toZonedDateTimeISO(zone);
  return `${String(z.hour).padStart(2, '0')}:${String(z.minute).padStart(2, '0')}`;
}

/** ISO local time with its offset, e.g. 2026-10-25T02:15+01:00 (unique also in the repeated hour). */
export function localIso(ts: number, zone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(ts).toZonedDateTimeISO(zone);
  return `${z.toPlainDate().toString()}T${localClock(ts, zone)}${z.offset}`;
}
