import {
  plantModulesSchema,
  setModuleResultSchema,
  UPGRADE_TEXTS,
  type PlantModules,
  type SetModuleBody,
  type SetModuleResult,
} from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi, type PortfolioScope } from '@/api/entityApi';
import type { MutationToasts } from '@/api/mutationToasts';

type Scope = PortfolioScope;

/**
 * Module states per plant view of a portfolio (GET portfolio/{id}/product-modules), and one plant's
 * (`one`: GET portfolio/{id}/plant/{plantViewId}/product-modules), keyed by plant view.
 */
export const productModulesApi = entityApi<PlantModules, Scope>({
  key: 'product-modules',
  schema: plantModulesSchema,
  idOf: (p) => p.plant_view_id,
  listPath: (s) => endpoints.portfolio.productModules(s.portfolioId),
  itemPath: (s, plantViewId) => endpoints.plant.productModules(s.portfolioId, plantViewId),
});

export const MODULES_FAILED = { title: UPGRADE_TEXTS.assignFailedTitle, generic: UPGRADE_TEXTS.assignFailed };

/** PUT one module of the plant behind `plantViewId`; the answer (with what the dependencies added) replaces the plant. */
export function useSetModule(
  scope: Scope,
  toasts: MutationToasts<SetModuleResult, { plantViewId: string; body: SetModuleBody }>,
) {
  return productModulesApi.useMutation<{ plantViewId: string; body: SetModuleBody }>(scope, {
    call: ({ plantViewId, body }) =>
      apiRequest(endpoints.plant.productModules(scope.portfolioId, plantViewId), {
        method: 'PUT',
        body,
        schema: setModuleResultSchema,
      }),
    place: 'replace',
    // the answer is the plant's modules plus `changed`; the toasts read that
    toasts: toasts as MutationToasts<PlantModules, { plantViewId: string; body: SetModuleBody }>,
  });
}

/** Every change of the plant's modules, newest first. */
export function useModuleHistory(portfolioId: string, plantViewId: string | undefined) {
  const id = plantViewId ?? '';
  return useQuery({
    ...productModulesApi.history({ portfolioId }, id, endpoints.plant.productModulesHistory(portfolioId, id)),
    enabled: !!plantViewId,
  });
}
