import { queryOptions, useQuery } from '@tanstack/react-query';
import { seriesResponseSchema, type DataRange, type PlantSeriesName } from '@penstock/domain';
import { toDataFrames, type DataFrame } from '../utils/dataFrame';
import { fetchPlantSeries } from './fetchPlantSeries';
import { PLANT_SERIES_QUERY_DEFAULTS } from './plantSeriesQueryDefaults';
import { seriesKeys, type SeriesWindow } from './seriesKeys';
import { NO_WINDOW, readyWindow } from './plantSeriesQuery';

/** Series names whose answer is `{frames}`. */
export type FrameSeriesName = Extract<
  PlantSeriesName,
  | 'power'
  | 'energy'
  | 'revenue'
  | 'water-content'
  | 'day-ahead-price'
  | 'realized-day-ahead-price'
  | 'inflow-weighted-price'
>;

/** GET plant/{plantViewId}/{name}: the answer's frames as DataFrames. */
export async function getPlantSeries(
  portfolioId: string,
  plantViewId: string,
  name: FrameSeriesName,
  window: SeriesWindow,
  signal?: AbortSignal,
): Promise<DataFrame[]> {
  const body = await fetchPlantSeries(portfolioId, plantViewId, name, window, seriesResponseSchema, signal);
  return toDataFrames(body.frames);
}

export const plantSeriesQueryOptions = (
  portfolioId: string,
  plantViewId: string,
  name: FrameSeriesName,
  window: SeriesWindow,
) =>
  queryOptions({
    queryKey: seriesKeys.series(portfolioId, plantViewId, name, window),
    queryFn: ({ signal }) => getPlantSeries(portfolioId, plantViewId, name, window, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
  });

/** A plant series over a range in a zone; disabled until every argument is known. */
export function usePlantSeries(
  portfolioId: string | undefined,
  plantViewId: string | undefined,
  name: FrameSeriesName,
  range: DataRange | null | undefined,
  timezone: string | undefined,
) {
  const window = readyWindow(portfolioId, plantViewId, range, timezone);
  return useQuery({
    ...plantSeriesQueryOptions(portfolioId ?? '', plantViewId ?? '', name, window ?? NO_WINDOW),
    enabled: !!window,
  });
}
