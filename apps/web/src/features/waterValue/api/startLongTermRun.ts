import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longTermRunSchema, type LongTermRun } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { waterValueKeys } from './waterValueKeys';

/** POST portfolio/{portfolioId}/plant/{plantViewId}/long-term-run: queues a run (write permission). */
export function startLongTermRun(portfolioId: string, plantViewId: string): Promise<LongTermRun> {
  const enc = encodeURIComponent;
  return apiRequest(`dashboard-v3/portfolio/${enc(portfolioId)}/plant/${enc(plantViewId)}/long-term-run`, { method: 'POST', body: {}, schema: longTermRunSchema });
}

export function useStartLongTermRun(portfolioId: string, plantViewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => startLongTermRun(portfolioId, plantViewId),
    onSuccess: () => void client.invalidateQueries({ queryKey: waterValueKeys.longTermRuns(portfolioId, plantViewId) }),
  });
}
