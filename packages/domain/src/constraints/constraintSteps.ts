import type { ConstraintValue } from './constraintSchemas.js';
import { statusAt, type StatusSubject } from './constraintStatus.js';
import { versionAt, type Versioned } from './constraintRules.js';
import { patternCovers, type LocalCalendar, type RecurringPattern } from './recurringPattern.js';

/** One version of what a constraint says (value, validity, pattern), from `effective_from` on. */
export interface ConstraintVersion extends Versioned {
  value: ConstraintValue;
  validity_start_timestamp_millis: number;
  validity_end_timestamp_millis: number | null;
  recurring_pattern: RecurringPattern | null;
}

/**
 * The value a constraint imposes at each step of a grid (null where it does not apply): the step
 * must lie in the validity of the version that applies then (Live plants keep past versions), its
 * status then must be Active (status history, deactivations at their time) and the pattern must
 * cover the step's local time. `until` cuts it off (see enforcedUntil).
 */
export function constraintSteps(
  c: StatusSubject,
  versions: readonly ConstraintVersion[],
  plantState: string,
  cal: LocalCalendar,
  start: number,
  stepMs: number,
  until = Infinity,
): (ConstraintValue | null)[] {
  const n = cal.hour_of_day.length;
  const out = new Array<ConstraintValue | null>(n).fill(null);
  for (let i = 0; i < n; i++) {
    const ts = start + i * stepMs;
    if (ts >= until) break;
    const v = versionAt(versions, ts, plantState);
    if (
      ts < v.validity_start_timestamp_millis ||
      (v.validity_end_timestamp_millis !== null && ts >= v.validity_end_timestamp_millis)
    )
      continue;
    if (statusAt(c, ts) !== 'Active') continue;
    if (patternCovers(v.recurring_pattern, cal, i)) out[i] = v.value;
  }
  return out;
}
