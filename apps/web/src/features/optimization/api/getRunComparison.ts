import { useQuery } from '@tanstack/react-query';
import { runComparisonSchema, type RunComparison } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { optimizationKeys } from './optimizationKeys';

export type { RunComparison };

export const getRunComparison = (
  portfolioId: string,
  plantViewId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<RunComparison> =>
  apiRequest(endpoints.plant.optimizationRun(portfolioId, plantViewId, runId, 'comparison'), {
    schema: runComparisonSchema,
    signal,
  });

/** A finished run's plan never changes, so its comparison is cached for good. */
export const useRunComparison = (portfolioId: string, plantViewId: string, runId: string | null) =>
  useQuery({
    queryKey: optimizationKeys.comparison(portfolioId, plantViewId, runId ?? ''),
    queryFn: ({ signal }) => getRunComparison(portfolioId, plantViewId, runId!, signal),
    enabled: !!runId,
    staleTime: Infinity,
  });
