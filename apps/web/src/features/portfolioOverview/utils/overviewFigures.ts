import type { DataFrame } from '@/features/series/utils/dataFrame';

/**
 * The overview's figures of one plant view over the range (actuals only):
 *   generationMWh  sum of the plant's actual energy buckets (plant_generation)
 *   revenueEUR     sum of the plant total's actual revenue buckets (power x day-ahead price)
 *   reserveRevenueEUR the plan's grid reserve revenue (capacity and activation; grid-reserve-revenue), beside it
 *   averagePrice   revenueEUR / generationMWh, EUR/MWh: the price the plant captured
 *   waterContentM3 sum over reservoirs of the last actual content in the range
 *   inflowM3       natural inflow volume over the range (inflow aggregated_timeseries.actual_m3)
 * A figure is null when its data is missing, never 0 by default.
 */
export interface PlantFigures {
  generationMWh: number | null;
  revenueEUR: number | null;
  reserveRevenueEUR: number | null;
  averagePrice: number | null;
  waterContentM3: number | null;
  inflowM3: number | null;
}

export function sumValues(frame: DataFrame | undefined): number | null {
  if (!frame) return null;
  let sum = 0;
  let any = false;
  for (const v of frame.values) {
    if (v !== null && Number.isFinite(v)) {
      sum += v;
      any = true;
    }
  }
  return any ? sum : null;
}

export function lastValue(frame: DataFrame | undefined): number | null {
  if (!frame) return null;
  for (let i = frame.values.length - 1; i >= 0; i--) {
    const v = frame.values[i];
    if (v !== null && Number.isFinite(v)) return v;
  }
  return null;
}

const ratio = (a: number | null, b: number | null) => (a !== null && b !== null && b !== 0 ? a / b : null);

function sumNullable(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? present.reduce((a, b) => a + b, 0) : null;
}

export function plantFigures(input: {
  plantViewId: string;
  generation: readonly DataFrame[] | undefined;
  revenue: readonly DataFrame[] | undefined;
  waterContent: readonly DataFrame[] | undefined;
  inflowM3: number | null | undefined;
  reserveRevenue?: number | null;
}): PlantFigures {
  const generationMWh = sumValues(
    input.generation?.find((f) => f.componentId === input.plantViewId && f.kind === 'actual'),
  );
  const revenueEUR = sumValues(input.revenue?.find((f) => f.componentId === null && f.kind === 'actual'));
  const contents = (input.waterContent ?? [])
    .filter((f) => f.quantity === 'content' && f.kind === 'actual')
    .map(lastValue);
  return {
    generationMWh,
    revenueEUR,
    reserveRevenueEUR: input.reserveRevenue ?? null,
    averagePrice: ratio(revenueEUR, generationMWh),
    waterContentM3: sumNullable(contents),
    inflowM3: input.inflowM3 ?? null,
  };
}

/** Portfolio totals: sums, and the average price from the summed revenue and generation. */
export function totalFigures(rows: readonly PlantFigures[]): PlantFigures {
  const generationMWh = sumNullable(rows.map((r) => r.generationMWh));
  const revenueEUR = sumNullable(rows.map((r) => r.revenueEUR));
  return {
    generationMWh,
    revenueEUR,
    reserveRevenueEUR: sumNullable(rows.map((r) => r.reserveRevenueEUR)),
    averagePrice: ratio(revenueEUR, generationMWh),
    waterContentM3: sumNullable(rows.map((r) => r.waterContentM3)),
    inflowM3: sumNullable(rows.map((r) => r.inflowM3)),
  };
}
