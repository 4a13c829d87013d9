/** Numbers as charts and tables show them: at most 3 decimals (spec 1 section 9), fewer when large. */
export function formatValue(value: number | null | undefined, unit?: string, locale?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 3;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return unit ? `${text} ${unit}` : text;
}

/** Volumes in m3 are shown in Mm3 when large (DESIGN.md section 5): the factor and unit to display. */
export function displayScale(unit: string, maxAbs: number): { factor: number; unit: string } {
  if (unit === 'm3' && maxAbs >= 1e6) return { factor: 1e-6, unit: 'Mm3' };
  return { factor: 1, unit };
}
