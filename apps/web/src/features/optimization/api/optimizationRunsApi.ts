import { optimizationRunSchema } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { plantRunsApi } from './plantRunsApi';

/** Optimisation runs of one plant view: the last ten, started (default horizon: 10 days from the latest measured content) and cancelled. */
export const optimizationRunsApi = plantRunsApi({
  key: 'optimization-runs',
  schema: optimizationRunSchema,
  path: endpoints.plant.optimizationRuns,
  limit: 10,
});
