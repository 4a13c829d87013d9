import { longTermRunSchema } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { plantRunsApi } from '@/features/optimization/api/plantRunsApi';

/** Long-term water value runs of one plant (they belong to the physical plant): the last five, started (the list then follows a queued run's progress). */
export const longTermRunsApi = plantRunsApi({
  key: 'long-term-runs',
  schema: longTermRunSchema,
  path: endpoints.plant.longTermRuns,
  limit: 5,
});
