import type { SeriesWindow } from '@/features/series/api/seriesKeys';

/** Query keys of the power market screen. */
export const powerPricesKeys = {
  all: ['power-prices'] as const,
  prices: (portfolioId: string, w: SeriesWindow) =>
    [...powerPricesKeys.all, portfolioId, w.startTs, w.endTs, w.granularity ?? 'raw', w.timezone] as const,
};
