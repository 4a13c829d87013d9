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
function marketEntity<T extends { id: string }, B, P>(
  key: string,
  schema: ResponseParser<T>,
  paths: { list: ApiTarget; item: (id: string) => ApiTarget },
  success: string,
) {
  const api = entityApi<T>({
    key,
    schema,
    idOf: (r) => r.id,
    listPath: () => paths.list,
    itemPath: (_s, id) => paths.item(id),
  });
  const writes = {
    useCreate: () => api.useCreate<B>(undefined, { success, error }),
    usePatch: () => api.usePatch<P>(undefined, { success, error }),
  };
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
