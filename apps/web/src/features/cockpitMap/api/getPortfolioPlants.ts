import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANT_VIEWS_STALE_MS, plantViewListSchema, type PlantView } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { cockpitMapKeys } from './cockpitMapKeys';

/** GET dashboard-v3/portfolio/{portfolioId}/plant: the plant views with location and plant state. */
export const getPortfolioPlants = (portfolioId: string, signal?: AbortSignal): Promise<PlantView[]> =>
  apiRequest(`dashboard-v3/portfolio/${encodeURIComponent(portfolioId)}/plant`, { schema: plantViewListSchema, signal });

export const portfolioPlantsQueryOptions = (portfolioId: string) =>
  queryOptions({
    queryKey: cockpitMapKeys.plants(portfolioId),
    queryFn: ({ signal }) => getPortfolioPlants(portfolioId, signal),
    staleTime: PLANT_VIEWS_STALE_MS,
  });

export const usePortfolioPlants = (portfolioId: string | undefined) =>
  useQuery({ ...portfolioPlantsQueryOptions(portfolioId ?? ''), enabled: !!portfolioId });
