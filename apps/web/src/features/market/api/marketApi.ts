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
import type { z } from 'zod';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

/** Administration > Market: dashboard-v3/market/{price-regions, forecast-sources, pricing-indexes}. */
export const priceRegionsApi = entityApi<MarketRegion>({
  key: 'marketRegions',
  schema: marketRegionSchema,
  idOf: (r) => r.id,
  listPath: () => endpoints.marketRegions,
  itemPath: (_s, id) => endpoints.marketRegion(id),
});
export const forecastSourcesApi = entityApi<ForecastSource>({
  key: 'forecastSources',
  schema: forecastSourceSchema,
  idOf: (s) => s.id,
  listPath: () => endpoints.forecastSources,
  itemPath: (_s, id) => endpoints.forecastSource(id),
});
export const pricingIndexesApi = entityApi<PricingIndex>({
  key: 'pricingIndexes',
  schema: pricingIndexSchema,
  idOf: (i) => i.id,
  listPath: () => endpoints.pricingIndexes,
  itemPath: (_s, id) => endpoints.pricingIndex(id),
});

const error = { title: MARKET_TEXTS.failedTitle, generic: MARKET_TEXTS.failed };

/** Create (POST) and change (PATCH with the version loaded) of one market entity, with its toasts. */
function writes<T, B, P>(
  api: ReturnType<typeof entityApi<T>>,
  itemPath: (id: string) => ReturnType<typeof endpoints.marketRegion>,
  schema: z.ZodType<T>,
  success: string,
) {
  return {
    useCreate: () => api.useCreate<B>(undefined, { success, error }),
    usePatch: () =>
      api.useMutation<{ id: string; body: P }>(undefined, {
        call: ({ id, body }) => apiRequest(itemPath(id), { method: 'PATCH', body, schema }),
        place: 'replace',
        toasts: { success, error },
      }),
  };
}

export const regionWrites = writes<MarketRegion, PriceRegionBody, PriceRegionPatch>(
  priceRegionsApi,
  endpoints.marketRegion,
  marketRegionSchema,
  MARKET_TEXTS.regionSaved,
);
export const sourceWrites = writes<ForecastSource, ForecastSourceBody, ForecastSourcePatch>(
  forecastSourcesApi,
  endpoints.forecastSource,
  forecastSourceSchema,
  MARKET_TEXTS.sourceSaved,
);
export const indexWrites = writes<PricingIndex, PricingIndexBody, PricingIndexPatch>(
  pricingIndexesApi,
  endpoints.pricingIndex,
  pricingIndexSchema,
  MARKET_TEXTS.indexSaved,
);
