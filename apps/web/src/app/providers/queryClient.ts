import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS, QUERY_REFETCH_INTERVAL_MS, QUERY_STALE_MS } from '@penstock/domain';
import { createToastingMutationCache } from '@/api/mutationToasts';
import { shouldRetryQuery } from './queryRetry';

/** Query defaults of spec 1 section 9; mutations never retry and show the toasts their `meta` declares. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createToastingMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_CACHE_MS,
        refetchInterval: QUERY_REFETCH_INTERVAL_MS,
        refetchIntervalInBackground: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
