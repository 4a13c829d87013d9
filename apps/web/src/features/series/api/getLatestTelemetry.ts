import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestTelemetrySchema } from '@penstock/domain';
import type { z } from 'zod';
import { apiRequest } from '@/api/client';
import { plantSeriesQueue } from '../utils/requestQueue';
import { plantPath } from './plantPath';
import { seriesKeys } from './seriesKeys';

export type LatestTelemetry = z.infer<typeof latestTelemetrySchema>;

/**
 * GET plant/{plantViewId}/latest-telemetry-time: the newest actual per component. Not tied to the
 * range; it goes through the plant-series queue but keeps the app's 30 s staleness, because
 * "outdated" must reflect the present.
 */
export const getLatestTelemetry = (portfolioId: string, plantViewId: string, signal?: AbortSignal) =>
  plantSeriesQueue.run(
    (s) => apiRequest(plantPath(portfolioId, plantViewId, 'latest-telemetry-time'), { schema: latestTelemetrySchema, signal: s }),
    signal,
  );

export const latestTelemetryQueryOptions = (portfolioId: string, plantViewId: string) =>
  queryOptions({
    queryKey: [...seriesKeys.plant(portfolioId, plantViewId), 'latest-telemetry-time'] as const,
    queryFn: ({ signal }) => getLatestTelemetry(portfolioId, plantViewId, signal),
  });

export const useLatestTelemetry = (portfolioId: string | undefined, plantViewId: string | undefined) =>
  useQuery({ ...latestTelemetryQueryOptions(portfolioId ?? '', plantViewId ?? ''), enabled: !!portfolioId && !!plantViewId });
