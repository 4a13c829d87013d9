import {
  adminPlantViewSchema,
  assignablePlantSchema,
  PORTFOLIO_TEXTS,
  type AdminPlantView,
  type PlantViewCreate,
} from '@penstock/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi, type PortfolioScope as Scope } from '@/api/entityApi';
import { portfolioKeys } from '@/features/portfolios/api/portfolioKeys';
import { createViewToasts, unassignToasts } from './plantViewToasts';

/** A portfolio's plant views as the admin manages them (dashboard-v3/portfolio/{id}/plant-view). */
export const plantViewsAdminApi = entityApi<AdminPlantView, Scope>({
  key: 'plant-views-admin',
  schema: adminPlantViewSchema,
  listPath: (s) => endpoints.portfolioAdmin.plantViews(s.portfolioId),
  itemPath: (s, id) => endpoints.portfolioAdmin.plantView(s.portfolioId, id),
});

export function useAssignablePlants(portfolioId: string, enabled: boolean) {
  const target = endpoints.portfolioAdmin.assignablePlants(portfolioId);
  const schema = z.array(assignablePlantSchema);
  return useQuery({ ...plantViewsAdminApi.read({ portfolioId }, ['assignable'], target, { schema }), enabled });
}

/** What users see of the portfolio (plant lists, pickers) changes with every call here. */
function useRefreshPortfolio(portfolioId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: portfolioKeys.plantViews(portfolioId) });
}

/** Assign a plant (components 'all') or create a shadow plant view ('none'), with the toasts of that kind. */
export function useCreatePlantView(scope: Scope, kind: 'assign' | 'shadow') {
  const refresh = useRefreshPortfolio(scope.portfolioId);
  return plantViewsAdminApi.useMutation<PlantViewCreate>(scope, {
    call: async (body) => {
      const view = await apiRequest(endpoints.portfolioAdmin.plantViews(scope.portfolioId), {
        method: 'POST',
        body,
        schema: adminPlantViewSchema,
      });
      refresh();
      return view;
    },
    place: 'append',
    toasts: createViewToasts(kind),
  });
}

/**
 * Rename a plant view: its name and, when `id` differs from `currentId`, its External ID (the id).
 * After a new id the admin list names the view by its new id at once; the caller moves off the old
 * address and then drops what was cached under the old id (forgetPlantView).
 */
export function useRenamePlantView(scope: Scope) {
  const client = useQueryClient();
  const refresh = useRefreshPortfolio(scope.portfolioId);
  return plantViewsAdminApi.useMutation<{ currentId: string; id: string; name: string; version: number }>(scope, {
    call: async ({ currentId, ...body }) => {
      const view = await apiRequest(endpoints.portfolioAdmin.plantView(scope.portfolioId, currentId), {
        method: 'PUT',
        body,
        schema: adminPlantViewSchema,
      });
      if (view.id !== currentId) {
        client.setQueryData<AdminPlantView[]>(plantViewsAdminApi.keys.list(scope), (list) =>
          list?.map((v) => (v.id === currentId ? view : v)),
        );
      }
      refresh();
      return view;
    },
    place: 'replace',
    toasts: {
      success: PORTFOLIO_TEXTS.viewUpdated,
      error: { title: PORTFOLIO_TEXTS.viewUpdateFailedTitle, generic: PORTFOLIO_TEXTS.viewUpdateFailed },
    },
  });
}

/** Drops every cached answer keyed by a plant view id that no longer exists (components, topology, series ...). */
export function forgetPlantView(client: QueryClient, viewId: string) {
  client.removeQueries({ predicate: (q) => q.queryKey.includes(viewId) });
}

/** Unassign one plant (its id) or all (null). */
export function useUnassignPlants(scope: Scope) {
  const refresh = useRefreshPortfolio(scope.portfolioId);
  return plantViewsAdminApi.useMutation<string | null>(scope, {
    call: async (id) => {
      await apiRequest(
        id
          ? endpoints.portfolioAdmin.plantView(scope.portfolioId, id)
          : endpoints.portfolioAdmin.plantViews(scope.portfolioId),
        { method: 'DELETE' },
      );
      refresh();
      return undefined as unknown as AdminPlantView;
    },
    place: 'none',
    toasts: unassignToasts,
  });
}
