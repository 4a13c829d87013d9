import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioSeriesResponseSchema } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { PLANT_SERIES_QUERY_DEFAULTS } from '@/features/series/api/plantSeriesQueryDefaults';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import { toDataFrames, type DataFrame } from '@/features/series/utils/dataFrame';
import { portfolioOverviewKeys } from './portfolioOverviewKeys';

/**
 * GET portfolio/{portfolioId}/plant_generation: MWh per plant view (component_id = plant view id)
 * and the portfolio total (component_id null), actual and plan.
 */
export async function getPortfolioGeneration(
  portfolioId: string,
  w: SeriesWindow,
  signal?: AbortSignal,
): Promise<DataFrame[]> {
  const body = await apiRequest(endpoints.portfolio.generation(portfolioId), {
    query: { 'start-ts': w.startTs, 'end-ts': w.endTs, granularity: w.granularity, timezone: w.timezone },
    schema: portfolioSeriesResponseSchema,
    signal,
  });
  return toDataFrames(body.frames);
}

export const portfolioGenerationQueryOptions = (portfolioId: string, w: SeriesWindow) =>
  queryOptions({
    queryKey: portfolioOverviewKeys.generation(portfolioId, w),
    queryFn: ({ signal }) => getPortfolioGeneration(portfolioId, w, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
  });

export const usePortfolioGeneration = (portfolioId: string, w: SeriesWindow | null) =>
  useQuery({
    ...portfolioGenerationQueryOptions(portfolioId, w ?? { startTs: 0, endTs: 0, timezone: '' }),
    enabled: !!w,
  });
