import { queryOptions, useQuery } from '@tanstack/react-query';
import { waterValueResponseSchema } from '@penstock/domain';
import { ApiError } from '@/api/ApiError';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { shouldRetryQuery } from '@/app/providers/queryRetry';
import type { QueryLike } from '@/ui/QueryView';
import { PLANT_SERIES_QUERY_DEFAULTS } from '@/features/series/api/plantSeriesQueryDefaults';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import { toDataFrames, type DataFrame } from '@/features/series/utils/dataFrame';
import { waterValueKeys } from './waterValueKeys';

export interface WaterValues {
  runId: string;
  createdAt: number;
  /** the long-term run whose cuts valued the water left at the horizon's end; null: the mean price did */
  longTermRun: { version: number; finishedAt: number | null } | null;
  frames: DataFrame[];
}

/** The plant has no water values: the server answers 400 (spec 2 section 7). */
export const isNoWaterValues = (error: unknown) => error instanceof ApiError && error.status === 400;

/** A water value query with "no water values" (400) read as an answer, null, which QueryView shows as empty. */
export function noWaterValuesAsNull<T>(query: QueryLike<T>): QueryLike<T | null> {
  if (!query.isError || !isNoWaterValues(query.error)) return query;
  return { isPending: false, isError: false, error: null, data: null, refetch: query.refetch };
}

/**
 * GET portfolio/{portfolioId}/water-value/{plantViewId}: water values of the newest optimisation run
 * per reservoir and turbine (`turbine` narrows to one turbine plus the reservoirs).
 */
export async function getWaterValues(
  portfolioId: string,
  plantViewId: string,
  turbineId: string | null,
  w: SeriesWindow,
  signal?: AbortSignal,
): Promise<WaterValues> {
  const body = await apiRequest(endpoints.portfolio.waterValue(portfolioId, plantViewId), {
    query: {
      'start-ts': w.startTs,
      'end-ts': w.endTs,
      granularity: w.granularity,
      timezone: w.timezone,
      turbine: turbineId ?? undefined,
    },
    schema: waterValueResponseSchema,
    signal,
  });
  const lt = body.long_term_run;
  return {
    runId: body.run_id,
    createdAt: body.created_at,
    longTermRun: lt ? { version: lt.version, finishedAt: lt.finished_at } : null,
    frames: toDataFrames(body.frames),
  };
}

export const waterValuesQueryOptions = (
  portfolioId: string,
  plantViewId: string,
  turbineId: string | null,
  w: SeriesWindow,
) =>
  queryOptions({
    queryKey: waterValueKeys.values(portfolioId, plantViewId, turbineId, w),
    queryFn: ({ signal }) => getWaterValues(portfolioId, plantViewId, turbineId, w, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
    // "No water values" is an answer, not a failure: asking again will not change it.
    retry: (count: number, error: unknown) => !isNoWaterValues(error) && shouldRetryQuery(count, error),
  });

export const useWaterValues = (
  portfolioId: string,
  plantViewId: string | undefined,
  turbineId: string | null,
  w: SeriesWindow,
) => useQuery({ ...waterValuesQueryOptions(portfolioId, plantViewId ?? '', turbineId, w), enabled: !!plantViewId });
