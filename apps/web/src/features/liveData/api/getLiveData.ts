import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveDataResponseSchema, type LiveDataResponse } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export type { LiveDataResponse };

/**
 * How often the open screen asks again. A poll, not Server-Sent Events: the request carries the
 * bearer token like every other call (EventSource cannot send an Authorization header), any API
 * process behind the balancer answers it (no long-lived connection to pin or shed), and sensors
 * deliver every minute at most, so five seconds is live enough for a light query.
 */
export const LIVE_DATA_POLL_MS = 5_000;

export const liveDataKeys = { all: ['liveData'] as const, portfolio: (id: string) => ['liveData', id] as const };

/** GET portfolio/{id}/live-data: every component's newest measurements with their freshness state. */
export const liveDataQueryOptions = (portfolioId: string) =>
  queryOptions({
    queryKey: liveDataKeys.portfolio(portfolioId),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.portfolio.liveData(portfolioId), { schema: liveDataResponseSchema, signal }),
    staleTime: 0,
    refetchInterval: LIVE_DATA_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useLiveData = (portfolioId: string) => useQuery(liveDataQueryOptions(portfolioId));
