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
