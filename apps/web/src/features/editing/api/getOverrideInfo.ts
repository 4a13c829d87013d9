import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  withOverrideInfoResponseSchema,
  type EditableQuantity,
  type OverrideInfoFrame,
  type OverrideKind,
} from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { editingKeys } from './editingKeys';

export interface OverrideInfoArgs {
  portfolioId: string;
  plantViewId: string;
  kind: OverrideKind;
  quantity: EditableQuantity;
  /** UTC epoch ms, end exclusive */
  startTs: number;
  endTs: number;
}

/** GET plant/{id}/with-override-info: per component the effective values, originals and who overrode them. */
export async function getOverrideInfo(a: OverrideInfoArgs, signal?: AbortSignal): Promise<OverrideInfoFrame[]> {
  const body = await apiRequest(endpoints.plant.overrideInfo(a.portfolioId, a.plantViewId), {
    query: { kind: a.kind, quantity: a.quantity, 'start-ts': a.startTs, 'end-ts': a.endTs },
    schema: withOverrideInfoResponseSchema,
    signal,
  });
  return body.frames;
}

export const overrideInfoQueryOptions = (a: OverrideInfoArgs) =>
  queryOptions({
    queryKey: editingKeys.info(a.portfolioId, a.plantViewId, a.kind, a.quantity, a.startTs, a.endTs),
    queryFn: ({ signal }) => getOverrideInfo(a, signal),
    // An open editor must not swap the values under the user's edits: reloads happen on purpose only.
    staleTime: Infinity,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });

export function useOverrideInfo(a: OverrideInfoArgs, enabled: boolean) {
  return useQuery({ ...overrideInfoQueryOptions(a), enabled });
}
