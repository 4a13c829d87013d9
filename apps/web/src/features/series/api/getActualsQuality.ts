import { queryOptions, useQuery } from '@tanstack/react-query';
import { actualsQualitySchema, type DataRange } from '@penstock/domain';
import type { z } from 'zod';
import { fetchPlantSeries } from './fetchPlantSeries';
import { PLANT_SERIES_QUERY_DEFAULTS } from './plantSeriesQueryDefaults';
import { seriesKeys, type SeriesWindow } from './seriesKeys';
import { seriesWindow } from './seriesWindow';

export type ActualsQuality = z.infer<typeof actualsQualitySchema>;

/** GET plant/{plantViewId}/actuals-quality: gapless ranges and gaps per component over the window. */
export const getActualsQuality = (
  portfolioId: string,
  plantViewId: string,
  window: SeriesWindow,
  signal?: AbortSignal,
) => fetchPlantSeries(portfolioId, plantViewId, 'actuals-quality', window, actualsQualitySchema, signal);

export const actualsQualityQueryOptions = (portfolioId: string, plantViewId: string, window: SeriesWindow) =>
  queryOptions({
    queryKey: seriesKeys.series(portfolioId, plantViewId, 'actuals-quality', window),
    queryFn: ({ signal }) => getActualsQuality(portfolioId, plantViewId, window, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
  });

export function useActualsQuality(
  portfolioId: string | undefined,
  plantViewId: string | undefined,
  range: DataRange | null | undefined,
  timezone: string | undefined,
) {
  const ready = !!portfolioId && !!plantViewId && !!range && !!timezone;
  const window = ready ? seriesWindow(range, timezone) : { startTs: 0, endTs: 0, timezone: '' };
  return useQuery({ ...actualsQualityQueryOptions(portfolioId ?? '', plantViewId ?? '', window), enabled: ready });
}
