import { moneyUnit } from '@penstock/domain';
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
  const shown = formatQuantity(value, moneyUnit(unit, currency), locale);
  return { text: shown.text, unit: shown.unit };
}
