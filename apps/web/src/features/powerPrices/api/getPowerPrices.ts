import { queryOptions, useQuery } from '@tanstack/react-query';
import { powerPricesResponseSchema, type PowerPricesResponse } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { PLANT_SERIES_QUERY_DEFAULTS } from '@/features/series/api/plantSeriesQueryDefaults';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import { toDataFrame, type DataFrame } from '@/features/series/utils/dataFrame';
import { powerPricesKeys } from './powerPricesKeys';

export interface PriceRegion {
  id: string;
  name: string;
  currency: string;
  timezone: string;
  /** day-ahead (actual), realised and forecast frames; forecast frames carry their source's name */
  frames: (DataFrame & { sourceName: string | null })[];
}

/** GET portfolio/{portfolioId}/power-prices: prices of the price regions the portfolio's plants sell into. */
export async function getPowerPrices(
  portfolioId: string,
  w: SeriesWindow,
  signal?: AbortSignal,
): Promise<PriceRegion[]> {
  const body: PowerPricesResponse = await apiRequest(endpoints.portfolio.powerPrices(portfolioId), {
    query: { 'start-ts': w.startTs, 'end-ts': w.endTs, granularity: w.granularity, timezone: w.timezone },
    schema: powerPricesResponseSchema,
    signal,
  });
  return body.regions.map((r) => ({
    ...r,
    frames: r.frames.map((f) => ({
      ...toDataFrame(f),
      key: `${f.quantity}|${f.kind}|${f.source_id ?? ''}`,
      sourceName: f.source_name,
    })),
  }));
}

export const powerPricesQueryOptions = (portfolioId: string, w: SeriesWindow) =>
  queryOptions({
    queryKey: powerPricesKeys.prices(portfolioId, w),
    queryFn: ({ signal }) => getPowerPrices(portfolioId, w, signal),
    ...PLANT_SERIES_QUERY_DEFAULTS,
  });

export const usePowerPrices = (portfolioId: string, w: SeriesWindow) =>
  useQuery(powerPricesQueryOptions(portfolioId, w));
