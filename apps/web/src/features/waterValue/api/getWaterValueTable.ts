import { queryOptions, useQuery } from '@tanstack/react-query';
import { waterValueTableSchema, type WaterValueTableResponse } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { shouldRetryQuery } from '@/app/providers/queryRetry';
import { isNoWaterValues } from './getWaterValues';
import { waterValueKeys } from './waterValueKeys';

/** GET portfolio/{portfolioId}/water-value/{plantViewId}/table: the newest long-term run's tables (400: none yet). */
export function getWaterValueTable(
  portfolioId: string,
  plantViewId: string,
  signal?: AbortSignal,
): Promise<WaterValueTableResponse> {
  return apiRequest(endpoints.portfolio.waterValueTable(portfolioId, plantViewId), {
    schema: waterValueTableSchema,
    signal,
  });
}

export const waterValueTableQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    queryKey: waterValueKeys.table(portfolioId, plantViewId),
    queryFn: ({ signal }) => getWaterValueTable(portfolioId, plantViewId, signal),
    // a long-term run is weekly or on demand: a minute of staleness is plenty
    staleTime: 60_000,
    retry: (count: number, error: unknown) => !isNoWaterValues(error) && shouldRetryQuery(count, error),
  });

export const useWaterValueTable = (portfolioId: string, plantViewId: string | undefined) =>
  useQuery({ ...waterValueTableQueryOptions(portfolioId, plantViewId ?? ''), enabled: !!plantViewId });
