import { useQuery } from '@tanstack/react-query';
import { activeOverridesResponseSchema } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { editingKeys } from '@/features/editing/api/editingKeys';

/**
 * GET .../active-overrides: the plan and actual overrides live in the cockpit's range. Keyed under
 * the plant's override keys, so a save in the cockpit's edit modes refreshes it.
 */
export const useActiveOverrides = (
  portfolioId: string,
  plantViewId: string,
  startTs: number,
  endTs: number,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...editingKeys.plant(portfolioId, plantViewId), 'active', startTs, endTs],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plant.activeOverrides(portfolioId, plantViewId), {
        query: { 'start-ts': startTs, 'end-ts': endTs },
        schema: activeOverridesResponseSchema,
        signal,
      }),
    enabled,
  });
