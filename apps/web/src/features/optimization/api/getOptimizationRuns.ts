import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isRunActive, optimizationRunSchema, type OptimizationRun } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { optimizationKeys } from './optimizationKeys';

export const getOptimizationRuns = (portfolioId: string, plantViewId: string, signal?: AbortSignal): Promise<OptimizationRun[]> =>
  apiRequest(endpoints.plant.optimizationRuns(portfolioId, plantViewId), { query: { limit: 10 }, schema: z.array(optimizationRunSchema), signal });

/** Polls every second while a run is queued or running, so progress and the end show without a reload. */
export const optimizationRunsQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    queryKey: optimizationKeys.runs(portfolioId, plantViewId),
    queryFn: ({ signal }) => getOptimizationRuns(portfolioId, plantViewId, signal),
    refetchInterval: (query) => (query.state.data?.some(isRunActive) ? 1000 : false),
  });

export const useOptimizationRuns = (portfolioId: string, plantViewId: string) => useQuery(optimizationRunsQueryOptions(portfolioId, plantViewId));
