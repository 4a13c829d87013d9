/**
 * Date and time of an instant in a zone with numeric day and month, e.g. '03/11/2026, 06:00'
 * (en-GB): the row labels of the edit tables, and outage times. Charts and tooltips name the month
 * (series/utils/timeFormat).
 */
export function numericDateTime(timeZone: string, locale?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
