import { Temporal } from 'temporal-polyfill';
import type { ConstraintStatus } from './constraintSchemas.js';

/** The parts of a constraint the status rules read (times UTC epoch ms). */
export interface StatusSubject {
  status: ConstraintStatus;
  validity_start_timestamp_millis: number;
  validity_end_timestamp_millis: number | null;
  history: readonly {
    change_timestamp_millis: number;
    changeset: { status?: ConstraintStatus; deactivated_timestamp_millis?: number | null };
  }[];
}
export type DayStatus = ConstraintStatus;

/** When a history entry's status takes effect: a deactivation at its deactivation time, others when made. */
const effectiveAt = (h: StatusSubject['history'][number]) =>
  h.changeset.deactivated_timestamp_millis ?? h.change_timestamp_millis;

/**
 * Status of a constraint on the day [dayStart, dayEnd) (spec 2 section 4): Inactive when the day
 * lies outside the validity; otherwise the latest status change at or before that day (taking effect
 * before the day ends), else the constraint's own status.
 */
export function statusOnDay(c: StatusSubject, dayStart: number, dayEnd: number): DayStatus {
  if (dayEnd <= c.validity_start_timestamp_millis) return 'Inactive';
  if (c.validity_end_timestamp_millis !== null && dayStart >= c.validity_end_timestamp_millis) return 'Inactive';
  return statusAt(c, dayEnd - 1);
}

/** Status in effect at an instant inside the validity: the latest change at or before it, else the own status. */
export function statusAt(c: StatusSubject, ts: number): DayStatus {
  let best: { at: number; status: ConstraintStatus } | null = null;
  for (const h of c.history) {
    if (!h.changeset.status) continue;
    const at = effectiveAt(h);
    if (at <= ts && (!best || at >= best.at)) best = { at, status: h.changeset.status };
  }
  return best?.status ?? c.status;
}

export interface StatusSpan {
  /** UTC epoch ms of the first day's start, inclusive. */
  from: number;
  /** UTC epoch ms of the last day's end, exclusive. */
  to: number;
  status: DayStatus;
  days: number;
}

/**
 * The status per day of the plant's zone from the day holding `from` for `days` days, consecutive
 * equal statuses merged: the timeline of the Constraints screen. Days follow the zone (23 or 25 hours
 * on daylight-saving changes).
 */
export function statusTimeline(c: StatusSubject, zone: string, from: number, days: number): StatusSpan[] {
  let day = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone).toPlainDate();
  const out: StatusSpan[] = [];
  let start = day.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
  for (let i = 0; i < days; i++) {
    day = day.add({ days: 1 });
    const end = day.toZonedDateTime({ timeZone: zone }).epochMilliseconds;
    const status = statusOnDay(c, start, end);
    const last = out[out.length - 1];
    if (last && last.status === status) {
      last.to = end;
      last.days++;
    } else out.push({ from: start, to: end, status, days: 1 });
    start = end;
  }
  return out;
}
