import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANT_VIEWS_STALE_MS, topologySchema, type Topology } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { seriesKeys } from './seriesKeys';

/** GET plant/{plantViewId}/topology: hydro bodies and control units with their limits. */
export const getPlantTopology = (portfolioId: string, plantViewId: string, signal?: AbortSignal): Promise<Topology> =>
  apiRequest(endpoints.plant.topology(portfolioId, plantViewId), { schema: topologySchema, signal });

export const plantTopologyQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    queryKey: seriesKeys.topology(portfolioId, plantViewId),
    queryFn: ({ signal }) => getPlantTopology(portfolioId, plantViewId, signal),
    staleTime: PLANT_VIEWS_STALE_MS,
  });

export const usePlantTopology = (portfolioId: string | undefined, plantViewId: string | undefined) =>
  useQuery({
    ...plantTopologyQueryOptions(portfolioId ?? '', plantViewId ?? ''),
    enabled: !!portfolioId && !!plantViewId,
  });
