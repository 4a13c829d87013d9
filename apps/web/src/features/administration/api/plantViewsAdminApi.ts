import { adminPlantViewSchema, assignablePlantSchema, PORTFOLIO_TEXTS, type AdminPlantView, type PlantViewCreate } from '@penstock/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';
import { portfolioKeys } from '@/features/portfolios/api/portfolioKeys';

type Scope = { portfolioId: string };

/** A portfolio's plant views as the admin manages them (dashboard-v3/portfolio/{id}/plant-view). */
export const plantViewsAdminApi = entityApi<AdminPlantView, Scope>({
  key: 'plant-views-admin',
  schema: adminPlantViewSchema,
  idOf: (v) => v.id,
  listPath: (s) => endpoints.portfolioAdmin.plantViews(s.portfolioId),
  itemPath: (s, id) => endpoints.portfolioAdmin.plantView(s.portfolioId, id),
});

export function useAssignablePlants(portfolioId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...plantViewsAdminApi.keys.scope({ portfolioId }), 'assignable'],
    queryFn: ({ signal }) => apiRequest(endpoints.portfolioAdmin.assignablePlants(portfolioId), { schema: z.array(assignablePlantSchema), signal }),
    enabled,
  });
}

/** What users see of the portfolio (plant lists, pickers) changes with every call here. */
function useRefreshPortfolio(portfolioId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: portfolioKeys.plantViews(portfolioId) });
}

/** Assign a plant (components 'all') or create a shadow plant view ('none'). */
export function useCreatePlantView(scope: Scope) {
  const refresh = useRefreshPortfolio(scope.portfolioId);
  return plantViewsAdminApi.useMutation<PlantViewCreate>(scope, {
    call: async (body) => {
      const view = await apiRequest(endpoints.portfolioAdmin.plantViews(scope.portfolioId), { method: 'POST', body, schema: adminPlantViewSchema });
      refresh();
      return view;
    },
    place: 'append',
    toasts: {
      success: (_v, body) => (body.components === 'none' ? PORTFOLIO_TEXTS.shadowCreated : PORTFOLIO_TEXTS.plantAssigned),
      error: { title: PORTFOLIO_TEXTS.plantAssignFailedTitle, generic: PORTFOLIO_TEXTS.plantAssignFailed },
    },
  });
}

export function useRenamePlantView(scope: Scope) {
  const refresh = useRefreshPortfolio(scope.portfolioId);
  return plantViewsAdminApi.useMutation<{ id: string; name: string }>(scope, {
    call: async ({ id, name }) => {
      const view = await apiRequest(endpoints.portfolioAdmin.plantView(scope.portfolioId, id), { method: 'PUT', body: { id, name }, schema: adminPlantViewSchema });
      refresh();
      return view;
    },
    place: 'replace',
    toasts: { success: PORTFOLIO_TEXTS.viewUpdated, error: { title: PORTFOLIO_TEXTS.viewUpdateFailedTitle, generic: PORTFOLIO_TEXTS.viewUpdateFailed } },
  });
}

/** Unassign one plant (its id) or all (null). */
export function useUnassignPlants(scope: Scope) {
  const refresh = useRefreshPortfolio(scope.portfolioId);
  return plantViewsAdminApi.useMutation<string | null>(scope, {
    call: async (id) => {
      await apiRequest(id ? endpoints.portfolioAdmin.plantView(scope.portfolioId, id) : endpoints.portfolioAdmin.plantViews(scope.portfolioId), { method: 'DELETE' });
      refresh();
      return undefined as unknown as AdminPlantView;
    },
    place: 'none',
    toasts: {
      success: PORTFOLIO_TEXTS.plantUnassigned,
      error: { title: PORTFOLIO_TEXTS.unassignFailedTitle, generic: PORTFOLIO_TEXTS.unassignFailed },
    },
  });
}
