import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportingResponseSchema, type ReportingResponse } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { PLANT_SERIES_QUERY_DEFAULTS } from '@/features/series/api/plantSeriesQueryDefaults';
import { reportingKeys } from './reportingKeys';

/**
 * GET portfolio/{portfolioId}/reporting (with every plant view's sections) or
 * portfolio/{portfolioId}/plant/{plantViewId}/reporting, over [start-ts, end-ts).
 */
export function getReporting(
  portfolioId: string,
  plantViewId: string | null,
  interval: { startTs: number; endTs: number },
  signal?: AbortSignal,
): Promise<ReportingResponse> {
  const path = plantViewId
    ? endpoints.plant.reporting(portfolioId, plantViewId)
    : endpoints.portfolio.reporting(portfolioId);
  return apiRequest(path, {
    query: { 'start-ts': interval.startTs, 'end-ts': interval.endTs },
    schema: reportingResponseSchema,
    signal,
  });
}

export const reportingQueryOptions = (
  portfolioId: string,
  plantViewId: string | null,
  interval: { startTs: number; endTs: number },
) =>
  queryOptions({
    queryKey: reportingKeys.report(portfolioId, plantViewId, interval.startTs, interval.endTs),
    queryFn: ({ signal }) => getReporting(portfolioId, plantViewId, interval, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
  });

export const useReporting = (
  portfolioId: string,
  plantViewId: string | null,
  interval: { startTs: number; endTs: number },
) => useQuery(reportingQueryOptions(portfolioId, plantViewId, interval));
