import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRunActive, longTermRunSchema, type LongTermRun } from '@penstock/domain';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { waterValueKeys } from './waterValueKeys';

/** GET portfolio/{portfolioId}/plant/{plantViewId}/long-term-run: the plant's last long-term runs, newest first. */
export function getLongTermRuns(portfolioId: string, plantViewId: string, signal?: AbortSignal): Promise<LongTermRun[]> {
  const enc = encodeURIComponent;
  return apiRequest(`dashboard-v3/portfolio/${enc(portfolioId)}/plant/${enc(plantViewId)}/long-term-run`, { query: { limit: 5 }, schema: z.array(longTermRunSchema), signal });
}

export const longTermRunsQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    queryKey: waterValueKeys.longTermRuns(portfolioId, plantViewId),
    queryFn: ({ signal }) => getLongTermRuns(portfolioId, plantViewId, signal),
    staleTime: 30_000,
    // follow a queued or running run's progress
    refetchInterval: (q) => (q.state.data?.some(isRunActive) ? 2_000 : false),
  });

export const useLongTermRuns = (portfolioId: string, plantViewId: string | undefined) =>
  useQuery({ ...longTermRunsQueryOptions(portfolioId, plantViewId ?? ''), enabled: !!plantViewId });
