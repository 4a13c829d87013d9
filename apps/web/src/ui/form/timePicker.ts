/** Spec 1 section 8: minute step default 15; 0 or above 60 gives 15. */
export const DEFAULT_MINUTE_STEP = 15;
export const minuteStep = (step: number | undefined) => (!step || step <= 0 || step > 60 ? DEFAULT_MINUTE_STEP : step);

/**
 * The time picker's text on blur (spec 1 section 8): two-digit hours and minutes, numeric only, an
 * empty part becomes 00; minutes snap down to the step (or are fixed 00 when disabled); answers
 * 'HH:MM' (the value emitted is 'HH:MM:00').
 */
export function normalizeTime(text: string, opts: { step?: number; minutesDisabled?: boolean } = {}): string {
  const [h = '', m = ''] = text.split(':').map((p) => p.replace(/\D/g, '').slice(0, 2));
  const hours = Math.min(23, Number(h || '0'));
  const step = minuteStep(opts.step);
  const minutes = opts.minutesDisabled ? 0 : Math.floor(Math.min(59, Number(m || '0')) / step) * step;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
/** Keeps only digits and one colon while typing. */
export const typedTime = (text: string) =>
  text
    .replace(/[^\d:]/g, '')
    .replace(/:(?=.*:)/g, '')
    .slice(0, 5);
