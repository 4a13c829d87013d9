import type { PlantSeriesName } from '@penstock/domain';
import { apiRequest, type ResponseParser } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { plantSeriesQueue } from '../utils/requestQueue';
import type { SeriesWindow } from './seriesKeys';

/**
 * One plant-level series request, through the shared queue (at most 10 at a time). The signal
 * cancels it both while it waits in line and while it is on the wire.
 */
export function fetchPlantSeries<T>(
  portfolioId: string,
  plantViewId: string,
  name: PlantSeriesName,
  window: SeriesWindow,
  schema: ResponseParser<T>,
  signal?: AbortSignal,
): Promise<T> {
  return plantSeriesQueue.run(
    (s) =>
      apiRequest(endpoints.plant.series(portfolioId, plantViewId, name), {
        query: {
          'start-ts': window.startTs,
          'end-ts': window.endTs,
          granularity: window.granularity,
          timezone: window.timezone,
        },
        schema,
        signal: s,
      }),
    signal,
  );
}
