import { displayScale } from '@/features/series/utils/formatValue';
import type { PlantFigures } from './overviewFigures';

/** The overview's figure columns in display units (the table and its exports); volumes are always shown in Mm³ so a column has one unit. */
export const OVERVIEW_COLUMNS = [
  { key: 'generationMWh', ...displayScale('MWh', 0) },
  { key: 'revenueEUR', ...displayScale('EUR', 0) },
  { key: 'averagePrice', ...displayScale('EUR/MWh', 0) },
  { key: 'waterContentM3', ...displayScale('m3', Infinity) },
  { key: 'inflowM3', ...displayScale('m3', Infinity) },
] as const satisfies readonly { key: keyof PlantFigures; unit: string; factor: number }[];
