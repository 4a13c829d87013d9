import { queryOptions, useQuery } from '@tanstack/react-query';
import { inflowResponseSchema, type DataRange } from '@penstock/domain';
import { toDataFrames, type DataFrame } from '../utils/dataFrame';
import { fetchPlantSeries } from './fetchPlantSeries';
import { PLANT_SERIES_QUERY_DEFAULTS } from './plantSeriesQueryDefaults';
import { seriesKeys, type SeriesWindow } from './seriesKeys';
import { seriesWindow } from './seriesWindow';

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

export const plantInflowQueryOptions = (portfolioId: string, plantViewId: string, window: SeriesWindow) =>
  queryOptions({
    queryKey: seriesKeys.series(portfolioId, plantViewId, 'inflow', window),
    queryFn: ({ signal }) => getPlantInflow(portfolioId, plantViewId, window, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
  });

export function usePlantInflow(
  portfolioId: string | undefined,
  plantViewId: string | undefined,
  range: DataRange | null | undefined,
  timezone: string | undefined,
) {
  const ready = !!portfolioId && !!plantViewId && !!range && !!timezone;
  const window = ready ? seriesWindow(range, timezone) : { startTs: 0, endTs: 0, timezone: '' };
  return useQuery({ ...plantInflowQueryOptions(portfolioId ?? '', plantViewId ?? '', window), enabled: ready });
}
