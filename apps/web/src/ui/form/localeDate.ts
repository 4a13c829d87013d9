/**
 * Dates as the app writes them: the locale's short date pattern (en-GB 28/11/2026, en-US
 * 11/28/2026, de-DE 28.11.2026), not the browser's (a native date input follows the browser's own
 * locale, so it read 11/28/2026 beside the app's 28/11/2026). Forms keep ISO "YYYY-MM-DD".
 */
type Part = 'day' | 'month' | 'year';

function pattern(locale: string): { order: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(Date.UTC(2026, 10, 28)),
  );
  const order = parts.filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { order: order as Part[], separator };
}

/** "2026-11-28" in the locale's short pattern ("28/11/2026"); other text as it is. */
export function formatLocaleDate(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const value: Record<Part, string> = { year: m[1]!, month: m[2]!, day: m[3]! };
  const { order, separator } = pattern(locale);
  return order.map((p) => value[p]).join(separator);
}

/** The locale's date pattern as a field hint: 'DD/MM/YYYY' in en-GB, 'MM/DD/YYYY' in en-US. */
export const localeDatePattern = (locale: string) =>
  formatLocaleDate('2026-12-31', locale).replace('2026', 'YYYY').replace('12', 'MM').replace('31', 'DD');

/**
 * Typed text read by the locale's short pattern (any of / - . between the numbers) as
 * "YYYY-MM-DD"; an ISO date as it is; anything else passed on raw (spec 1 section 5), so the
 * form's validation names it.
 */
export function parseLocaleDate(text: string, locale: string): string {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const numbers = trimmed.split(/[/.-]/);
  const { order } = pattern(locale);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return text;
  const value = Object.fromEntries(order.map((p, i) => [p, Number(numbers[i])])) as Record<Part, number>;
  const year = value.year < 100 ? 2000 + value.year : value.year;
  const date = new Date(Date.UTC(year, value.month - 1, value.day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== value.month - 1 || date.getUTCDate() !== value.day)
    return text;
  return `${String(year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}-${String(value.day).padStart(2, '0')}`;
}

/** Typing keeps only what a date is written with (spec 1 section 5: digits, slash, hyphen, dot). */
export const dateInputText = (text: string) => text.replace(/[^\d/.-]/g, '');
