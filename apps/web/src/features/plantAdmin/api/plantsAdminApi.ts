import { useQuery } from '@tanstack/react-query';
import {
  plantAdminRowSchema,
  plantSettingsSchema,
  priceRegionSchema,
  type PlantAdminRow,
  type PlantCreate,
  type PlantSettings,
  type PriceRegion,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';
import type { MutationToasts } from '@/api/mutationToasts';
import { plantAdminKeys } from './plantAdminKeys';

/**
 * GET portfolio/{id}/plant-admin: the Plants list (stale after 30 s, the default: states change
 * rarely, but by others). Rows are read-only here; plants are created below and changed per plant
 * (usePlantWrite), which refreshes this list.
 */
export const plantsAdminApi = entityApi<PlantAdminRow, { portfolioId: string }>({
  key: 'plant-admin-list',
  schema: plantAdminRowSchema,
  listPath: (s) => endpoints.plantAdmin.list(s.portfolioId),
});

export const usePlantAdminList = (portfolioId: string) => plantsAdminApi.useList({ portfolioId });

/** POST portfolio/{id}/plant (admins), or POST plant/{source}/shadow-plant with `shadowOf`; the answer is the new plant's settings, not a row. */
export const useCreatePlant = (
  portfolioId: string,
  toasts: MutationToasts<PlantSettings, PlantCreate & { shadowOf?: string; include_history?: boolean }>,
) =>
  plantsAdminApi.useAction(
    { portfolioId },
    {
      call: ({ shadowOf, include_history, ...body }: PlantCreate & { shadowOf?: string; include_history?: boolean }) =>
        shadowOf
          ? apiRequest(endpoints.plantAdmin.of(portfolioId, shadowOf, 'shadow-plant'), {
              method: 'POST',
              body: { id: body.id, name: body.name, include_history },
              schema: plantSettingsSchema,
            })
          : apiRequest(endpoints.plantAdmin.create(portfolioId), { method: 'POST', body, schema: plantSettingsSchema }),
      toasts,
    },
  );

/** GET price-regions: rarely changes, so kept for 15 minutes. */
export const usePriceRegions = () =>
  useQuery({
    queryKey: [...plantAdminKeys.all, 'price-regions'],
    queryFn: ({ signal }): Promise<PriceRegion[]> =>
      apiRequest(endpoints.plantAdmin.priceRegions, {
        schema: { parse: (d: unknown) => priceRegionSchema.array().parse(d) },
        signal,
      }),
    staleTime: 15 * 60_000,
  });
