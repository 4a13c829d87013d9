import { symbolUnit } from '@penstock/domain';

/**
 * The one place that decides how numbers and units are written on screen (charts, tables,
 * tooltips, exports). Units arrive ASCII on the wire (m3/s, m3); screens write them with a
 * superscript cube (m³/s, m³, Mm³) and large volumes in Mm³ (DESIGN.md section 5).
 */

/**
 * A wire unit as screens write it: m3/s -> m³/s, m3 -> m³, and currencies with the spec's symbols
 * (spec 1 section 3): EUR/m3 -> €/m³, NOK/MWh -> kr/MWh; others unchanged. Money arrives in the
 * plant's currency (the server names it in the unit).
 */
export const displayUnit = (unit: string): string => symbolUnit(unit.replace(/m3(?![0-9])/g, 'm³'));

/** Volumes from 0.1 Mm³ up are shown in Mm³. */
const MM3_FROM = 1e5;

/** The factor and display unit for values of `unit` whose largest magnitude is `maxAbs`. */
export function displayScale(unit: string, maxAbs: number): { factor: number; unit: string } {
  if (unit === 'm3' && maxAbs >= MM3_FROM) return { factor: 1e-6, unit: 'Mm³' };
  return { factor: 1, unit: displayUnit(unit) };
}

/** Numbers as charts and tables show them: at most 3 decimals (spec 1 section 9), fewer when large. */
export function formatNumber(value: number | null | undefined, locale?: string, fixedDigits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  const digits = fixedDigits ?? (abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 3);
  // fixed digits are shown whole (a level to the centimetre: 2,018.10, not 2,018.1)
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: digits,
    minimumFractionDigits: fixedDigits ?? 0,
  }).format(value);
}

/** A number with its unit as given (already a display unit, e.g. from displayScale). */
export function formatValue(value: number | null | undefined, unit?: string, locale?: string): string {
  const text = formatNumber(value, locale);
  return unit && text !== '–' ? `${text} ${unit}` : text;
}

/**
 * A y axis's tick labels: as many decimals as the tick step needs (at most 3), so ticks 0.2 m apart
 * on a lake at 2,005 m read 2,005.2 and 2,005.4, not "2,005" twice (issue 27 item 17).
 */
export function axisTickLabels(ticks: readonly number[], step: number, locale?: string): string[] {
  const digits = step > 0 && Number.isFinite(step) ? Math.min(3, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9))) : 0;
  const largest = ticks.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  // large values with whole steps keep formatNumber's rule; finer steps get their decimals
  return ticks.map((v) => (digits === 0 && largest < 1000 ? formatNumber(v, locale) : formatNumber(v, locale, digits)));
}

/** Levels are read to the centimetre, however high the lake lies. */
const LEVEL_DIGITS = 2;

/** A value in a wire unit, scaled and written in the display notation: 4.2e6 m3 -> "4.2 Mm³". */
export function formatQuantity(
  value: number | null | undefined,
  wireUnit: string,
  locale?: string,
): { text: string; unit: string } {
  const s = displayScale(wireUnit, Math.abs(value ?? 0));
  const digits = wireUnit === 'm a.s.l.' ? LEVEL_DIGITS : undefined;
  return {
    text: formatNumber(value === null || value === undefined ? value : value * s.factor, locale, digits),
    unit: s.unit,
  };
}
