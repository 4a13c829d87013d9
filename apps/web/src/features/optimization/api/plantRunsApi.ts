import type { ApiTarget } from '@/api/apiPaths';
import { apiRequest, type ResponseParser } from '@/api/client';
import { entityApi } from '@/api/entityApi';
import type { MutationToasts } from '@/api/mutationToasts';

export type PlantScope = { portfolioId: string; plantViewId: string };

/**
 * The runs of one plant view (optimisation, long-term water values) at `path`: the last `limit`
 * listed, and `useStart`, which POSTs body {} (the default horizon) to queue one (write permission)
 * and puts it on top of the list.
 */
export function plantRunsApi<R extends { id: string }>(spec: {
  key: string;
  schema: ResponseParser<R>;
  path: (portfolioId: string, plantViewId: string) => ApiTarget;
  limit: number;
}) {
  const api = entityApi<R, PlantScope>({
    key: spec.key,
    schema: spec.schema,
    idOf: (run) => run.id,
    listPath: (s) => spec.path(s.portfolioId, s.plantViewId),
    listQuery: { limit: spec.limit },
  });
  const start = (portfolioId: string, plantViewId: string): Promise<R> =>
    apiRequest(spec.path(portfolioId, plantViewId), { method: 'POST', body: {}, schema: spec.schema });
  const useStart = (portfolioId: string, plantViewId: string, toasts?: MutationToasts<R, void>) =>
    api.useMutation<void>(
      { portfolioId, plantViewId },
      { call: () => start(portfolioId, plantViewId), place: 'prepend', toasts },
    );
  return { ...api, start, useStart };
}
