import {
  MARKET_TEXTS,
  forecastSourceSchema,
  marketRegionSchema,
  pricingIndexSchema,
  type ForecastSource,
  type ForecastSourceBody,
  type ForecastSourcePatch,
  type MarketRegion,
  type PriceRegionBody,
  type PriceRegionPatch,
  type PricingIndex,
  type PricingIndexBody,
  type PricingIndexPatch,
} from '@penstock/domain';
import type { ApiTarget } from '@/api/apiPaths';
import type { ResponseParser } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

const error = { title: MARKET_TEXTS.failedTitle, generic: MARKET_TEXTS.failed };

/**
 * One market entity kind (a list path, an item path by id) with its create (POST) and change (PATCH
 * with the version loaded), each with its toasts.
 */
function marketEntity<T extends { id: string; version: number }, B, P extends { version?: number }>(
  key: string,
  schema: ResponseParser<T>,
  paths: { list: ApiTarget; item: (id: string) => ApiTarget },
  success: string,
) {
  const api = entityApi<T>({
    key,
    schema,
    listPath: () => paths.list,
    itemPath: (_s, id) => paths.item(id),
  });
  /**
   * A form's save: the row it was opened on gets a PATCH of `change` with the version loaded (a
   * conflict toast when someone saved since), a new one a POST of the form's `body`.
   */
  const useSave = () => {
    const create = api.useCreate<B>(undefined, { success, error });
    const patch = api.usePatch<P>(undefined, { success, error });
    return (row: T | undefined, body: B, change: Omit<P, 'version'>) =>
      row
        ? patch.mutateAsync({ id: row.id, body: { ...change, version: row.version } as P })
        : create.mutateAsync(body);
  };
  const writes = { useSave };
  return [api, writes] as const;
}

/** Administration > Market: dashboard-v3/market/{price-regions, forecast-sources, pricing-indexes}. */
export const [priceRegionsApi, regionWrites] = marketEntity<MarketRegion, PriceRegionBody, PriceRegionPatch>(
  'marketRegions',
  marketRegionSchema,
  { list: endpoints.marketRegions, item: endpoints.marketRegion },
  MARKET_TEXTS.regionSaved,
);
export const [forecastSourcesApi, sourceWrites] = marketEntity<ForecastSource, ForecastSourceBody, ForecastSourcePatch>(
  'forecastSources',
  forecastSourceSchema,
  { list: endpoints.forecastSources, item: endpoints.forecastSource },
  MARKET_TEXTS.sourceSaved,
);
export const [pricingIndexesApi, indexWrites] = marketEntity<PricingIndex, PricingIndexBody, PricingIndexPatch>(
  'pricingIndexes',
  pricingIndexSchema,
  { list: endpoints.pricingIndexes, item: endpoints.pricingIndex },
  MARKET_TEXTS.indexSaved,
);
