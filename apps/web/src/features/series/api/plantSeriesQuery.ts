import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataRange, PlantSeriesName } from '@penstock/domain';
import type { ResponseParser } from '@/api/client';
import { fetchPlantSeries } from './fetchPlantSeries';
import { PLANT_SERIES_QUERY_DEFAULTS } from './plantSeriesQueryDefaults';
import { seriesKeys, type SeriesWindow } from './seriesKeys';
import { seriesWindow } from './seriesWindow';

type Fetch<T> = (portfolioId: string, plantViewId: string, window: SeriesWindow, signal?: AbortSignal) => Promise<T>;

/** The fetch of a plant-level series kind whose answer is the schema's as is (no reshaping), through the shared queue. */
export const plantSeriesFetch =
  <T>(name: PlantSeriesName, schema: ResponseParser<T>): Fetch<T> =>
  (portfolioId, plantViewId, window, signal) =>
    fetchPlantSeries(portfolioId, plantViewId, name, window, schema, signal);

/** The window of a range in a zone once every argument is known; null before. */
export function readyWindow(
  portfolioId: string | undefined,
  plantViewId: string | undefined,
  range: DataRange | null | undefined,
  timezone: string | undefined,
): SeriesWindow | null {
  return portfolioId && plantViewId && range && timezone ? seriesWindow(range, timezone) : null;
}
/** Stands in while a window is not known (the query is disabled then). */
export const NO_WINDOW: SeriesWindow = { startTs: 0, endTs: 0, timezone: '' };

/**
 * Query options and hook of one plant-level series kind, keyed by its name and window. `defaults`
 * are the plant series' (4 hours stale, previous answer kept) unless the kind says otherwise.
 */
export function plantSeriesQuery<T>(
  name: PlantSeriesName,
  fetch: Fetch<T>,
  defaults: Partial<typeof PLANT_SERIES_QUERY_DEFAULTS> = PLANT_SERIES_QUERY_DEFAULTS,
) {
  const options = (portfolioId: string, plantViewId: string, window: SeriesWindow) =>
    queryOptions({
      queryKey: seriesKeys.series(portfolioId, plantViewId, name, window),
      queryFn: ({ signal }) => fetch(portfolioId, plantViewId, window, signal),
      ...defaults,
    });
  /** Disabled until every argument is known. */
  const use = (
    portfolioId: string | undefined,
    plantViewId: string | undefined,
    range: DataRange | null | undefined,
    timezone: string | undefined,
  ) => {
    const window = readyWindow(portfolioId, plantViewId, range, timezone);
    return useQuery({ ...options(portfolioId ?? '', plantViewId ?? '', window ?? NO_WINDOW), enabled: !!window });
  };
  return { options, use };
}
