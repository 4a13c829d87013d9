import type { ConstraintUnitKind } from './constraintTypes.js';
import type { ConstraintValue } from './constraintSchemas.js';
import { PATTERN_FIELD_NAMES, type PatternField, type RecurringPattern } from './recurringPattern.js';

/**
 * How a constraint's value is shown (spec 2 section 5): ratio values x100 with a percent sign, a
 * forbidden zone as its band, other values with their unit. Shared by the Constraints screen and
 * the cockpit's alerts.
 */
export function formatConstraintValue(
  value: ConstraintValue,
  kind: ConstraintUnitKind,
  unit: string,
  locale = 'en-GB',
): string {
  const n = (x: number, digits = 3) => x.toLocaleString(locale, { maximumFractionDigits: digits });
  if (typeof value === 'object') return `${n(value.min)} to ${n(value.max)} ${unit}`;
  if (kind === 'ratio') return `${n(value * 100, 1)} %`;
  return `${n(value)} ${unit}`;
}

/** The value as the form edits it: a ratio in percent. */
export const toDisplayNumber = (value: number, kind: ConstraintUnitKind) =>
  kind === 'ratio' ? Math.round(value * 100 * 1e6) / 1e6 : value;
/** The value as stored: a ratio back to 0..1. */
export const fromDisplayNumber = (value: number, kind: ConstraintUnitKind) =>
  kind === 'ratio' ? Math.round((value / 100) * 1e9) / 1e9 : value;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LABEL: Record<PatternField, (v: number) => string> = {
  hour_of_day: (v) => `${String(v).padStart(2, '0')}:00`,
  day_of_week: (v) => WEEKDAYS[v - 1],
  day_of_month: (v) => `day ${v}`,
  month_of_year: (v) => MONTHS[v - 1],
  day_of_year: (v) => `day ${v} of the year`,
};
const NAME: Record<PatternField, string> = {
  hour_of_day: 'hours',
  day_of_week: 'weekdays',
  day_of_month: 'days of month',
  month_of_year: 'months',
  day_of_year: 'days of year',
};

/** A short text of a pattern, e.g. "Jun to Aug, 06:00 to 21:59 (local)"; null pattern: "Always". */
export function describePattern(pattern: RecurringPattern | null): string {
  if (!pattern) return 'Always';
  const parts = PATTERN_FIELD_NAMES.flatMap((f) => {
    const r = pattern[f];
    if (!r) return [];
    if (f === 'hour_of_day') return [`${LABEL[f](r.start)} to ${String(r.end).padStart(2, '0')}:59`];
    return [r.start === r.end ? `${NAME[f]}: ${LABEL[f](r.start)}` : `${LABEL[f](r.start)} to ${LABEL[f](r.end)}`];
  });
  return parts.length ? parts.join(', ') : 'Always';
}
