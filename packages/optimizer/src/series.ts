import type { OptionalStepSeries, StepSeries } from './types.js';

/** Value of a series at step t (a number applies to every step). */
export function at(s: StepSeries, t: number): number {
  return typeof s === 'number' ? s : s[t];
}

/** Value at step t, or NaN when the series or the entry is missing. */
export function optAt(s: OptionalStepSeries | undefined, t: number): number {
  if (s === undefined) return NaN;
  if (typeof s === 'number') return s;
  const v = s[t];
  return v === null || v === undefined ? NaN : v;
}

/** Checks a series has one value per step. */
export function checkLength(s: StepSeries | OptionalStepSeries | undefined, steps: number, what: string): void {
  if (s !== undefined && typeof s !== 'number' && s.length !== steps) {
    throw new Error(`${what} has ${s.length} values for ${steps} steps`);
  }
}
