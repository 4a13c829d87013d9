import { moneyUnit } from '@penstock/domain';
import { displayScale } from '@/features/series/utils/formatValue';
import type { PlantFigures } from './overviewFigures';

/** A money column: its common unit in `currency`, or (null: plants in several currencies) none, each cell its plant's. */
const money = (
  key: 'revenueEUR' | 'reserveRevenueEUR' | 'averagePrice',
  wireUnit: string,
  currency: string | null,
) => ({
  key,
  ...displayScale(currency ? moneyUnit(wireUnit, currency) : '', 0),
  /** the wire unit each plant's cell is written in (its own currency) when the column has no common one */
  plantUnit: currency ? null : wireUnit,
});

/**
 * The overview's figure columns in display units (the table and its exports); volumes are always
 * shown in Mm³ so a column has one unit. Money is in the portfolio's one currency; with plants in
 * several currencies (`currency` null) a money column has no common unit: each plant's cell carries
 * its own and the total is not formed (money is never summed across currencies).
 */
export const overviewColumns = (currency: string | null) =>
  [
    { key: 'generationMWh' as const, ...displayScale('MWh', 0), plantUnit: null },
    money('revenueEUR', 'EUR', currency),
    money('reserveRevenueEUR', 'EUR', currency),
    money('averagePrice', 'EUR/MWh', currency),
    { key: 'waterContentM3' as const, ...displayScale('m3', Infinity), plantUnit: null },
    { key: 'inflowM3' as const, ...displayScale('m3', Infinity), plantUnit: null },
  ] satisfies ReadonlyArray<{ key: keyof PlantFigures; unit: string; factor: number; plantUnit: string | null }>;
export type OverviewColumn = ReturnType<typeof overviewColumns>[number];
