/**
 * How a reporting figure is written: large volumes in Mm³ (DESIGN.md section 5), EUR replaced by
 * the portfolio currency, at most 3 decimals (fewer for large numbers).
 */
export function figureDisplay(value: number | null, unit: string, currency: string, locale?: string): { text: string; unit: string } {
  let shownUnit = unit.replace(/\bEUR\b/g, currency).replace(/m3/g, 'm³');
  let v = value;
  if (unit === 'm3' && v !== null && Math.abs(v) >= 1e5) {
    v = v / 1e6;
    shownUnit = 'Mm³';
  }
  if (v === null || !Number.isFinite(v)) return { text: '–', unit: shownUnit };
  const abs = Math.abs(v);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 3;
  return { text: new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(v), unit: shownUnit };
}
