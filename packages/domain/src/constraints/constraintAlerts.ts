import { statusAt, type StatusSubject } from './constraintStatus.js';
import { isRestrictiveType } from './constraintTypes.js';
import { coveredIntervals, type RecurringPattern } from './recurringPattern.js';
import { todayPlusDays } from './violations.js';

/** Constraint and override alerts are not computed for ranges longer than this (spec 2 sections 5 and 9). */
export const ALERT_RANGE_MAX_DAYS = 14;
export const ALERT_RANGE_TOO_LONG = 'Range too long to show constraint and override details';

const H = 3_600_000;

/**
 * The alerts' own window while the cockpit shows its default range (spec 2 section 9: "alert range
 * default: today plus 2 days"): today 00:00 to two days later 23:59:59 in the plant zone. A range
 * the user chose is shown as chosen (up to 14 days).
 */
export const defaultAlertWindow = (now: number, zone: string) => todayPlusDays(now, zone, 2);

/** Whether the cockpit's range is short enough for constraint and override details (one spare hour: an autumn fortnight has 337). */
export const alertRangeFits = (from: number, to: number) => to - from <= ALERT_RANGE_MAX_DAYS * 24 * H + H;

export interface AlertSubject extends StatusSubject {
  type_name: string;
  recurring_pattern: RecurringPattern | null;
}

/** Hours of [from, to) in which the constraint applies: inside its validity, covered by its pattern, and Active then. */
export function activeHoursIn(c: AlertSubject, zone: string, from: number, to: number): number {
  let n = 0;
  for (const iv of coveredIntervals(
    c.recurring_pattern,
    { from: c.validity_start_timestamp_millis, to: c.validity_end_timestamp_millis },
    zone,
    from,
    to,
  )) {
    for (let t = iv.from; t < iv.to; t += H) if (statusAt(c, t) === 'Active') n++;
  }
  return n;
}

export interface ConstraintAlert<C> {
  constraint: C;
  /** hours of the range it applies in */
  hours: number;
  /** stop-cost, discharge increase max or discharge decrease max: flagged as restrictive */
  restrictive: boolean;
}

/**
 * The constraints active in a range, for the cockpit's alerts: null when the range is longer than
 * 14 days (then 'Range too long to show constraint and override details'); restrictive ones first.
 */
export function constraintAlerts<C extends AlertSubject>(
  list: readonly C[],
  zone: string,
  from: number,
  to: number,
): ConstraintAlert<C>[] | null {
  if (!alertRangeFits(from, to)) return null;
  return list
    .map((constraint) => ({
      constraint,
      hours: activeHoursIn(constraint, zone, from, to),
      restrictive: isRestrictiveType(constraint.type_name),
    }))
    .filter((a) => a.hours > 0)
    .sort((a, b) => Number(b.restrictive) - Number(a.restrictive) || b.hours - a.hours);
}
