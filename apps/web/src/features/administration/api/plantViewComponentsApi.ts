import {
  COMPONENT_TEXTS,
  plantViewComponentsSchema,
  type ComponentType,
  type PlantViewComponents,
  type ViewComponentKind,
} from '@penstock/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { portfolioKeys } from '@/features/portfolios/api/portfolioKeys';
import { seriesKeys } from '@/features/series/api/seriesKeys';
import { plantViewsAdminApi } from './plantViewsAdminApi';

type Scope = { portfolioId: string; plantViewId: string };

/** Manage Plant View's components (GET dashboard-v3/portfolio/{id}/plant-view/{viewId}/component). */
export const componentsKey = (s: Scope) => [
  ...plantViewsAdminApi.keys.scope({ portfolioId: s.portfolioId }),
  'components',
  s.plantViewId,
];
export const plantViewComponentsQuery = (s: Scope) =>
  queryOptions({
    queryKey: componentsKey(s),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.portfolioAdmin.components(s.portfolioId, s.plantViewId), {
        schema: plantViewComponentsSchema,
        signal,
      }),
  });

export type ComponentChange =
  | { op: 'assign' | 'unassign'; type: ComponentType; internalId: string }
  | { op: 'update'; type: ComponentType; internalId: string; name: string; externalId: string }
  | { op: 'assignAll' | 'unassignAll'; kind: ViewComponentKind };

const SUCCESS: Record<ComponentChange['op'], string> = {
  assign: COMPONENT_TEXTS.assigned,
  unassign: COMPONENT_TEXTS.unassigned,
  update: COMPONENT_TEXTS.updated,
  assignAll: COMPONENT_TEXTS.allAssigned,
  unassignAll: COMPONENT_TEXTS.allUnassigned,
};
const FAILED: Record<ComponentChange['op'], string> = {
  assign: COMPONENT_TEXTS.assignFailed,
  unassign: COMPONENT_TEXTS.removeFailed,
  update: COMPONENT_TEXTS.updateFailed,
  assignAll: COMPONENT_TEXTS.allAssignFailed,
  unassignAll: COMPONENT_TEXTS.allRemoveFailed,
};

/**
 * Every change of the view's components, sent with the view version the screen shows (409 when
 * someone changed the view since). The answer is the new component list; what users see of the
 * view (topology, plant list counts) is fetched again.
 */
export function useChangeComponents(s: Scope) {
  const client = useQueryClient();
  const send = (c: ComponentChange, version: number | undefined): Promise<PlantViewComponents> => {
    const e = endpoints.portfolioAdmin;
    const opts = { schema: plantViewComponentsSchema };
    switch (c.op) {
      case 'assign':
      case 'unassign':
        return apiRequest(e.component(s.portfolioId, s.plantViewId, c.type, c.internalId, c.op), {
          ...opts,
          method: 'PUT',
          query: version === undefined ? undefined : { version },
        });
      case 'update':
        return apiRequest(e.component(s.portfolioId, s.plantViewId, c.type, c.internalId), {
          ...opts,
          method: 'PUT',
          body: { new_component_id: c.externalId, new_component_name: c.name, version },
        });
      default:
        return apiRequest(
          e.components(s.portfolioId, s.plantViewId, c.op === 'assignAll' ? 'assign-all' : 'unassign-all'),
          { ...opts, method: 'PUT', body: { kind: c.kind, version } },
        );
    }
  };
  return useMutation({
    mutationFn: (c: ComponentChange) => send(c, client.getQueryData<PlantViewComponents>(componentsKey(s))?.version),
    onSuccess: (data) => client.setQueryData(componentsKey(s), data),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: componentsKey(s) });
      void client.invalidateQueries({ queryKey: plantViewsAdminApi.keys.scope({ portfolioId: s.portfolioId }) });
      void client.invalidateQueries({ queryKey: seriesKeys.plant(s.portfolioId, s.plantViewId) });
      void client.invalidateQueries({ queryKey: portfolioKeys.plantViews(s.portfolioId) });
    },
    meta: {
      toasts: {
        success: (_d: PlantViewComponents, c: ComponentChange) => SUCCESS[c.op],
        error: { title: COMPONENT_TEXTS.failedTitle, generic: (c: ComponentChange) => FAILED[c.op] },
      },
    },
  });
}
