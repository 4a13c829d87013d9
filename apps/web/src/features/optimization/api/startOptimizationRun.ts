import { optimizationRunSchema, type OptimizationRun } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { MutationToasts } from '@/api/mutationToasts';
import { optimizationRunsApi } from './optimizationRunsApi';

/** POST .../optimization with body {} (default horizon: 10 days from the latest measured content). */
export const startOptimizationRun = (portfolioId: string, plantViewId: string): Promise<OptimizationRun> =>
  apiRequest(endpoints.plant.optimizationRuns(portfolioId, plantViewId), {
    method: 'POST',
    body: {},
    schema: optimizationRunSchema,
  });

/** The new run goes on top of the list. */
export const useStartOptimizationRun = (
  portfolioId: string,
  plantViewId: string,
  toasts?: MutationToasts<OptimizationRun, void>,
) =>
  optimizationRunsApi.useMutation<void>(
    { portfolioId, plantViewId },
    { call: () => startOptimizationRun(portfolioId, plantViewId), place: 'prepend', toasts },
  );
