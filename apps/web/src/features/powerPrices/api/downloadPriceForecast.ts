import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';

/** Hourly values up to a year (the raw range limit); longer ranges by day. */
const RAW_LIMIT_MS = 366 * 86_400_000;

/**
 * GET portfolio/{portfolioId}/price-forecast/download (admin only): the forecast CSV over the
 * window, hourly in the window's zone. A user action, not a cached query: nothing to keep.
 */
export const downloadPriceForecast = (portfolioId: string, w: SeriesWindow): Promise<string> =>
  apiRequest<string>(endpoints.portfolio.priceForecastDownload(portfolioId), {
    query: {
      'start-ts': w.startTs,
      'end-ts': w.endTs,
      granularity: w.endTs - w.startTs > RAW_LIMIT_MS ? 'day' : undefined,
      timezone: w.timezone,
    },
    responseAs: 'text',
  });
