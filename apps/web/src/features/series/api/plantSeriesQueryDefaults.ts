import { keepPreviousData } from '@tanstack/react-query';
import { PLANT_SERIES_STALE_MS } from '@penstock/domain';

/**
 * Plant-level series are stale and cached after 4 hours (spec 1 section 9); they are not polled.
 * While a new range loads, the previous answer stays on screen (charts show a loading veil).
 */
export const PLANT_SERIES_QUERY_DEFAULTS = {
  staleTime: PLANT_SERIES_STALE_MS,
  gcTime: PLANT_SERIES_STALE_MS,
  refetchInterval: false,
  placeholderData: keepPreviousData,
} as const;
