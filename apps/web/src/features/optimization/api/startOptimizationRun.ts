import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { optimizationRunSchema, type OptimizationRun } from '@penstock/domain';
import { optimizationKeys } from './optimizationKeys';

/** POST .../optimization with body {} (default horizon: 10 days from the latest measured content). */
export const startOptimizationRun = (portfolioId: string, plantViewId: string): Promise<OptimizationRun> =>
  apiRequest(endpoints.plant.optimizationRuns(portfolioId, plantViewId), { method: 'POST', body: {}, schema: optimizationRunSchema });

export function useStartOptimizationRun(portfolioId: string, plantViewId: string) {
  const client = useQueryClient();
  const key = optimizationKeys.runs(portfolioId, plantViewId);
  return useMutation({
    mutationFn: () => startOptimizationRun(portfolioId, plantViewId),
    onSuccess: (run) => {
      client.setQueryData<OptimizationRun[]>(key, (list) => [run, ...(list ?? [])]);
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
