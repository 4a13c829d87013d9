import { maxOf } from '@penstock/domain';

/**
 * How a point-table chart writes an axis: volumes of 100,000 m³ and more in Mm³ (as the rest of
 * the app shows large volumes), every figure with grouping and at most two decimals, never in
 * exponent notation ("1.63e+8" was unreadable, and cut to ".63e+8" at the chart's edge).
 */
export function pointAxis(title: string, values: readonly number[], locale?: string) {
  const largest = values.length ? maxOf(values.map(Math.abs)) : 0;
  const inMm3 = title.includes('(m³)') && largest >= 1e5;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    title: inMm3 ? title.replace('(m³)', '(Mm³)') : title,
    format: (v: number) => number.format(inMm3 ? v / 1e6 : v),
  };
}
