import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLANT_VIEWS_STALE_MS } from '@penstock/domain';
import { portfolioKeys } from './portfolioKeys';

/** What the breadcrumb plant picker and the P / Shift+P hotkeys need of a plant view. */
export interface PlantViewSummary {
  id: string;
  displayName: string;
}

/**
 * SEAM for the plant data issue: the plant views of a portfolio. Until that issue adds the plant
 * view endpoint this answers an empty list (no request), so pickers show 'No plants' honestly.
 * Replace the queryFn with the real fetcher; every consumer already goes through this hook.
 */
export async function getPlantViews(_portfolioId: string, _signal?: AbortSignal): Promise<PlantViewSummary[]> {
  return [];
}

export const plantViewsQueryOptions = (portfolioId: string) =>
  queryOptions({
    queryKey: portfolioKeys.plantViews(portfolioId),
    queryFn: ({ signal }) => getPlantViews(portfolioId, signal),
    staleTime: PLANT_VIEWS_STALE_MS,
  });

export const usePlantViews = (portfolioId: string | undefined) =>
  useQuery({ ...plantViewsQueryOptions(portfolioId ?? ''), enabled: !!portfolioId });
