import { inflowResponseSchema } from '@penstock/domain';
import { toDataFrames, type DataFrame } from '../utils/dataFrame';
import { fetchPlantSeries } from './fetchPlantSeries';
import { plantSeriesQuery } from './plantSeriesQuery';
import type { SeriesWindow } from './seriesKeys';

export interface PlantInflow {
  reservoirs: DataFrame[];
  overall: DataFrame[];
  /** Totals over the range, m3. */
  aggregated: { actualM3: number | null; forecastM3: number | null };
}

/** GET plant/{plantViewId}/inflow */
export async function getPlantInflow(
  portfolioId: string,
  plantViewId: string,
  window: SeriesWindow,
  signal?: AbortSignal,
): Promise<PlantInflow> {
  const body = await fetchPlantSeries(portfolioId, plantViewId, 'inflow', window, inflowResponseSchema, signal);
  return {
    reservoirs: toDataFrames(body.reservoirs),
    overall: toDataFrames(body.overall),
    aggregated: { actualM3: body.aggregated_timeseries.actual_m3, forecastM3: body.aggregated_timeseries.forecast_m3 },
  };
}

const plantInflow = plantSeriesQuery('inflow', getPlantInflow);
export const plantInflowQueryOptions = plantInflow.options;
export const usePlantInflow = plantInflow.use;
