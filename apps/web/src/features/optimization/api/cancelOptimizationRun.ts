import { optimizationRunSchema, type OptimizationRun } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { MutationToasts } from '@/api/mutationToasts';
import { optimizationRunsApi } from './optimizationRunsApi';

/** POST .../optimization/{runId}/cancel; 409 when the run has already ended. */
export const cancelOptimizationRun = (
  portfolioId: string,
  plantViewId: string,
  runId: string,
): Promise<OptimizationRun> =>
  apiRequest(endpoints.plant.optimizationRun(portfolioId, plantViewId, runId, 'cancel'), {
    method: 'POST',
    schema: optimizationRunSchema,
  });

export const useCancelOptimizationRun = (
  portfolioId: string,
  plantViewId: string,
  toasts?: MutationToasts<OptimizationRun, string>,
) =>
  optimizationRunsApi.useMutation<string>(
    { portfolioId, plantViewId },
    { call: (runId) => cancelOptimizationRun(portfolioId, plantViewId, runId), place: 'replace', toasts },
  );
