import { optimizationRunSchema, type OptimizationRun } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

export type PlantScope = { portfolioId: string; plantViewId: string };

/** Optimisation runs of one plant view: the last ten, started and cancelled. */
export const optimizationRunsApi = entityApi<OptimizationRun, PlantScope>({
  key: 'optimization-runs',
  schema: optimizationRunSchema,
  idOf: (run) => run.id,
  listPath: (s) => endpoints.plant.optimizationRuns(s.portfolioId, s.plantViewId),
  listQuery: { limit: 10 },
});
