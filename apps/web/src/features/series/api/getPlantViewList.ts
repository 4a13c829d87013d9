import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANT_VIEWS_STALE_MS, plantViewListSchema, type PlantView } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { seriesKeys } from './seriesKeys';

/**
 * GET portfolio/{portfolioId}/plant with every field (market zone, location, state). The shell's
 * picker seam (features/portfolios getPlantViews) only needs id and name.
 */
export const getPlantViewList = (portfolioId: string, signal?: AbortSignal): Promise<PlantView[]> =>
  apiRequest(endpoints.portfolio.plantViews(portfolioId), { schema: plantViewListSchema, signal });

export const plantViewListQueryOptions = (portfolioId: string) =>
  queryOptions({
    queryKey: seriesKeys.plantViews(portfolioId),
    queryFn: ({ signal }) => getPlantViewList(portfolioId, signal),
    staleTime: PLANT_VIEWS_STALE_MS,
  });

export const usePlantViewList = (portfolioId: string | undefined) =>
  useQuery({ ...plantViewListQueryOptions(portfolioId ?? ''), enabled: !!portfolioId });
