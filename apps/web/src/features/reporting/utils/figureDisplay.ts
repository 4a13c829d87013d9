import { formatQuantity } from '@/features/series/utils/formatValue';

/**
 * How a reporting figure is written: in the screens' one unit notation (formatQuantity: large
 * volumes in Mm³, m³/s), EUR replaced by the portfolio currency.
 */
export function figureDisplay(
  value: number | null,
  unit: string,
  currency: string,
  locale?: string,
): { text: string; unit: string } {
  const shown = formatQuantity(value, unit, locale);
  return { text: shown.text, unit: shown.unit.replace(/\bEUR\b/g, currency) };
}
