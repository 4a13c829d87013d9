import { useQuery } from '@tanstack/react-query';
import { constraintHistoryListSchema, hasHistory, type Constraint } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { constraintsApi } from './constraintsApi';

/** GET .../constraint/{id}/history (not for drafts: they have none). Refetched with every change of the constraint (its version is in the key). */
export const useConstraintHistory = (portfolioId: string, c: Constraint) =>
  useQuery({
    queryKey: [...constraintsApi.keys.all, portfolioId, 'history', c.id, c.version],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.constraint(portfolioId, c.plant_view_id, c.id, 'history'), {
        schema: constraintHistoryListSchema,
        signal,
      }),
    enabled: hasHistory(c.status),
  });
