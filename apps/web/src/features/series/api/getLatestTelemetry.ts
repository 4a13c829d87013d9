import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestTelemetrySchema, type DataRange } from '@penstock/domain';
import type { z } from 'zod';
import { fetchPlantSeries } from './fetchPlantSeries';
import { seriesKeys, type SeriesWindow } from './seriesKeys';
import { seriesWindow } from './seriesWindow';

export type LatestTelemetry = z.infer<typeof latestTelemetrySchema>;

/**
 * GET plant/{plantViewId}/latest-telemetry-time: the newest actual per component. The range is
 * sent like for every plant series (the server may ignore it). It goes through the plant-series
 * queue but keeps the app's 30 s staleness, because "outdated" must reflect the present.
 */
export const getLatestTelemetry = (
  portfolioId: string,
  plantViewId: string,
  window: SeriesWindow,
  signal?: AbortSignal,
) => fetchPlantSeries(portfolioId, plantViewId, 'latest-telemetry-time', window, latestTelemetrySchema, signal);

export const latestTelemetryQueryOptions = (portfolioId: string, plantViewId: string, window: SeriesWindow) =>
  queryOptions({
    queryKey: seriesKeys.series(portfolioId, plantViewId, 'latest-telemetry-time', window),
    queryFn: ({ signal }) => getLatestTelemetry(portfolioId, plantViewId, window, signal),
  });

export function useLatestTelemetry(
  portfolioId: string | undefined,
  plantViewId: string | undefined,
  range: DataRange | null | undefined,
  timezone: string | undefined,
) {
  const ready = !!portfolioId && !!plantViewId && !!range && !!timezone;
  const window = ready ? seriesWindow(range, timezone) : { startTs: 0, endTs: 0, timezone: '' };
  return useQuery({ ...latestTelemetryQueryOptions(portfolioId ?? '', plantViewId ?? '', window), enabled: ready });
}
