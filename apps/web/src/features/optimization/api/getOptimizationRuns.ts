import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { optimizationKeys, optimizationPath } from './optimizationKeys';

export const runStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
export type RunStatus = z.infer<typeof runStatusSchema>;

export const optimizationRunSchema = z.object({
  id: z.string(),
  plant_view_id: z.string().nullable(),
  started_by: z.string(),
  status: runStatusSchema,
  /** 0..1 */
  progress: z.number(),
  /** EUR */
  objective: z.number().nullable(),
  duration_ms: z.number().nullable(),
  summary: z.object({ generation_mwh: z.number(), revenue_eur: z.number() }).partial().nullable(),
  inputs: z.object({ hours: z.number(), model_start: z.number().optional() }),
  log: z.array(z.string()),
  /** epoch ms UTC */
  created_at: z.number(),
  finished_at: z.number().nullable(),
});
export type OptimizationRun = z.infer<typeof optimizationRunSchema>;

export const isRunActive = (r: Pick<OptimizationRun, 'status'>) => r.status === 'queued' || r.status === 'running';

export const getOptimizationRuns = (portfolioId: string, plantViewId: string, signal?: AbortSignal): Promise<OptimizationRun[]> =>
  apiRequest(optimizationPath(portfolioId, plantViewId), { query: { limit: 10 }, schema: z.array(optimizationRunSchema), signal });

/** Polls every second while a run is queued or running, so progress and the end show without a reload. */
export const optimizationRunsQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    queryKey: optimizationKeys.runs(portfolioId, plantViewId),
    queryFn: ({ signal }) => getOptimizationRuns(portfolioId, plantViewId, signal),
    refetchInterval: (query) => (query.state.data?.some(isRunActive) ? 1000 : false),
  });

export const useOptimizationRuns = (portfolioId: string, plantViewId: string) => useQuery(optimizationRunsQueryOptions(portfolioId, plantViewId));
