import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  completenessSchema,
  editableComponentsSchema,
  historySchema,
  plantSettingsSchema,
  pointTableSchema,
  type PointTableKind,
  headCurveSchema,
  headDataSchema,
  isHeadCurveKind,
  type HeadCurve,
  type HeadCurveKind,
  type PointTable,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints, type PlantAdminPath } from '@/api/endpoints';
import type { MutationToasts } from '@/api/mutationToasts';
import { seriesKeys } from '@/features/series/api/seriesKeys';
import { plantAdminKeys } from './plantAdminKeys';
import { plantsAdminApi } from './plantsAdminApi';

export interface PlantScope {
  portfolioId: string;
  plantViewId: string;
}

/** One GET of the plant's admin data by its path under the plant view, parsed with its domain schema. */
export function usePlantPart<T>(
  scope: PlantScope,
  what: PlantAdminPath,
  schema: { parse: (d: unknown) => T },
  enabled = true,
) {
  return useQuery({
    queryKey: plantAdminKeys.part(scope.portfolioId, scope.plantViewId, what),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.plantAdmin.of(scope.portfolioId, scope.plantViewId, what), { schema, signal }),
    enabled,
  });
}

export const usePlantSettings = (s: PlantScope) => usePlantPart(s, 'settings', plantSettingsSchema);
export const useCompleteness = (s: PlantScope) => usePlantPart(s, 'completeness', completenessSchema);
export const useComponents = (s: PlantScope) => usePlantPart(s, 'components', editableComponentsSchema);
export const usePlantHistory = (s: PlantScope, what: PlantAdminPath, enabled: boolean) =>
  usePlantPart(s, what, historySchema, enabled);
/** A component's point table, or a head curve of a unit or head plant (issue 23). */
export const usePointTable = (s: PlantScope, kind: PointTableKind | HeadCurveKind, componentId: string) =>
  usePlantPart<PointTable | HeadCurve>(
    s,
    `${kind}/${componentId}`,
    isHeadCurveKind(kind) ? headCurveSchema : pointTableSchema,
  );
export const useHeadData = (s: PlantScope) => usePlantPart(s, 'head', headDataSchema);

/**
 * A write under the plant view (PUT/POST/DELETE at `path`); afterwards every admin query of the
 * plant is fetched again (a component change moves completeness, topology and point tables).
 */
export function usePlantWrite<V, T>(
  scope: PlantScope,
  opts: {
    method: 'PUT' | 'PATCH' | 'POST' | 'DELETE';
    path: (v: V) => ReturnType<typeof endpoints.plantAdmin.of>;
    body?: (v: V) => unknown;
    query?: (v: V) => Record<string, string | number | undefined>;
    schema?: z.ZodType<T>;
    toasts: MutationToasts<T, V>;
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) =>
      apiRequest(opts.path(v), {
        method: opts.method,
        ...(opts.body ? { body: opts.body(v) } : {}),
        ...(opts.query ? { query: opts.query(v) } : {}),
        ...(opts.schema ? { schema: opts.schema } : {}),
      }) as Promise<T>,
    meta: { toasts: opts.toasts },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: plantAdminKeys.plant(scope.portfolioId, scope.plantViewId) }),
        client.invalidateQueries({ queryKey: plantsAdminApi.keys.scope({ portfolioId: scope.portfolioId }) }),
        client.invalidateQueries({ queryKey: seriesKeys.topology(scope.portfolioId, scope.plantViewId) }),
        client.invalidateQueries({ queryKey: seriesKeys.plantViews(scope.portfolioId) }),
      ]);
    },
  });
}
