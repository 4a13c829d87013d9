import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { optimizationKeys, optimizationPath } from './optimizationKeys';

const totals = z.object({ generation_mwh: z.number(), revenue_eur: z.number() });
export const runComparisonSchema = z.object({
  run_id: z.string(),
  previous_run_id: z.string().nullable(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  current: totals,
  previous: totals.nullable(),
  difference: totals.nullable(),
  /** epoch ms UTC per hour; net plant power in MW */
  time: z.array(z.number()),
  current_power: z.array(z.number()),
  previous_power: z.array(z.number().nullable()),
});
export type RunComparison = z.infer<typeof runComparisonSchema>;

export const getRunComparison = (portfolioId: string, plantViewId: string, runId: string, signal?: AbortSignal): Promise<RunComparison> =>
  apiRequest(optimizationPath(portfolioId, plantViewId, `/${runId}/comparison`), { schema: runComparisonSchema, signal });

/** A finished run's plan never changes, so its comparison is cached for good. */
export const useRunComparison = (portfolioId: string, plantViewId: string, runId: string | null) =>
  useQuery({
    queryKey: optimizationKeys.comparison(portfolioId, plantViewId, runId ?? ''),
    queryFn: ({ signal }) => getRunComparison(portfolioId, plantViewId, runId!, signal),
    enabled: !!runId,
    staleTime: Infinity,
  });
