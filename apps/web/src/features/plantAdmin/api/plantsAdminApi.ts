import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { MutationToasts } from '@/api/mutationToasts';
import { plantAdminKeys } from './plantAdminKeys';

const listSchema = {
  parse: (d: unknown) =>
    Array.isArray(d) ? d.map((r) => plantAdminRowSchema.parse(r)) : plantAdminRowSchema.array().parse(d),
};

/** GET portfolio/{id}/plant-admin: the Plants list (stale after 30 s, the default: states change rarely, but by others). */
export const usePlantAdminList = (portfolioId: string) =>
  useQuery({
    queryKey: plantAdminKeys.list(portfolioId),
    queryFn: ({ signal }): Promise<PlantAdminRow[]> =>
      apiRequest(endpoints.plantAdmin.list(portfolioId), { schema: listSchema, signal }),
  });

/** POST portfolio/{id}/plant (admins), or POST plant/{source}/shadow-plant with `shadowOf`. */
export function useCreatePlant(
  portfolioId: string,
  toasts: MutationToasts<PlantSettings, PlantCreate & { shadowOf?: string; include_history?: boolean }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      shadowOf,
      include_history,
      ...body
    }: PlantCreate & { shadowOf?: string; include_history?: boolean }) =>
      shadowOf
        ? apiRequest(endpoints.plantAdmin.of(portfolioId, shadowOf, 'shadow-plant'), {
            method: 'POST',
            body: { id: body.id, name: body.name, include_history },
            schema: plantSettingsSchema,
          })
        : apiRequest(endpoints.plantAdmin.create(portfolioId), { method: 'POST', body, schema: plantSettingsSchema }),
    meta: { toasts },
    onSuccess: () => client.invalidateQueries({ queryKey: plantAdminKeys.list(portfolioId) }),
  });
}

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
