import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRunActive } from '@penstock/domain';
import { optimizationRunsApi } from './optimizationRunsApi';

/** Polls every second while a run is queued or running, so progress and the end show without a reload. */
export const optimizationRunsQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    ...optimizationRunsApi.list({ portfolioId, plantViewId }),
    refetchInterval: (query) => (query.state.data?.some(isRunActive) ? 1000 : false),
  });

export const useOptimizationRuns = (portfolioId: string, plantViewId: string) =>
  useQuery(optimizationRunsQueryOptions(portfolioId, plantViewId));
