const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

/** How long ago, in the largest fitting unit ("3 minutes ago", "2 hours ago", "yesterday"), in the locale. */
export function formatAge(ageMs: number, locale: string): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ageMs < MIN) return rtf.format(-Math.max(0, Math.round(ageMs / 1000)), 'second');
  if (ageMs < H) return rtf.format(-Math.floor(ageMs / MIN), 'minute');
  if (ageMs < 2 * D) return rtf.format(-Math.floor(ageMs / H), 'hour');
  return rtf.format(-Math.floor(ageMs / D), 'day');
}

/** A setting in hours as people say it: minutes below one hour ("2 min"), else hours ("6 h", "1.5 h"). */
export function formatHours(hours: number, locale: string): string {
  const n = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);
  return hours < 1 ? `${n(hours * 60)} min` : `${n(hours)} h`;
}
