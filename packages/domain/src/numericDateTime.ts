/** A day as the app writes dates: numeric, two-digit month and day ('03/11/2026' in en-GB). */
export const NUMERIC_DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** A day and its time on the 24-hour clock ('03/11/2026, 06:00' in en-GB). */
export const NUMERIC_DAY_TIME = { ...NUMERIC_DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * Date and time of an instant in a zone with numeric day and month: the row labels of the edit
 * tables, outage times and the optimiser's messages (sv-SE writes 'yyyy-mm-dd hh:mm'). Charts and
 * tooltips name the month (web series/utils/timeFormat).
 */
export function numericDateTime(timeZone: string, locale?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone, ...NUMERIC_DAY_TIME });
}

/** A date in a zone as the app writes dates. */
export function numericDate(timeZone: string, locale?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone, ...NUMERIC_DAY });
}
