import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { optimizationRunSchema, type OptimizationRun } from '@penstock/domain';
import { optimizationKeys } from './optimizationKeys';

/** POST .../optimization/{runId}/cancel; 409 when the run has already ended. */
export const cancelOptimizationRun = (portfolioId: string, plantViewId: string, runId: string): Promise<OptimizationRun> =>
  apiRequest(endpoints.plant.optimizationRun(portfolioId, plantViewId, runId, 'cancel'), { method: 'POST', schema: optimizationRunSchema });

export function useCancelOptimizationRun(portfolioId: string, plantViewId: string) {
  const client = useQueryClient();
  const key = optimizationKeys.runs(portfolioId, plantViewId);
  return useMutation({
    mutationFn: (runId: string) => cancelOptimizationRun(portfolioId, plantViewId, runId),
    onSuccess: (run) => {
      client.setQueryData<OptimizationRun[]>(key, (list) => list?.map((r) => (r.id === run.id ? run : r)));
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
