import { longTermRunSchema, type LongTermRun } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

export type PlantScope = { portfolioId: string; plantViewId: string };

/** Long-term water value runs of one plant (they belong to the physical plant): the last five, started. */
export const longTermRunsApi = entityApi<LongTermRun, PlantScope>({
  key: 'long-term-runs',
  schema: longTermRunSchema,
  idOf: (run) => run.id,
  listPath: (s) => endpoints.plant.longTermRuns(s.portfolioId, s.plantViewId),
  listQuery: { limit: 5 },
});
