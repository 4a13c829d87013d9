/** Date and time of an epoch-ms instant in a zone, e.g. "22 Nov 2026, 01:05"; '—' for null. */
export function formatTaskTime(ms: number | null, timeZone: string, locale?: string): string {
  if (ms === null) return '—';
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}
