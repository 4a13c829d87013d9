/** "1 234 567 EUR"-style figures in the user's locale; '—' for null. */
export function formatNumber(value: number | null | undefined, locale: string | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** A difference with its sign, e.g. "+1 234" or "−56". */
export function formatSigned(value: number | null | undefined, locale: string | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** 34 ms -> "34 ms" (a fast solve is not "0.0 s"), 1 870 ms -> "1.9 s", 65 000 ms -> "1 min 5 s". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 999.5) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}
