import { latestTelemetrySchema } from '@penstock/domain';
import type { z } from 'zod';
import { plantSeriesFetch, plantSeriesQuery } from './plantSeriesQuery';

export type LatestTelemetry = z.infer<typeof latestTelemetrySchema>;

/**
 * GET plant/{plantViewId}/latest-telemetry-time: the newest actual per component. The range is
 * sent like for every plant series (the server may ignore it). It goes through the plant-series
 * queue but keeps the app's 30 s staleness, because "outdated" must reflect the present.
 */
export const getLatestTelemetry = plantSeriesFetch('latest-telemetry-time', latestTelemetrySchema);

const latestTelemetry = plantSeriesQuery('latest-telemetry-time', getLatestTelemetry, {});
export const latestTelemetryQueryOptions = latestTelemetry.options;
export const useLatestTelemetry = latestTelemetry.use;
