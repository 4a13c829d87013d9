import type { SeriesWindow } from '@/features/series/api/seriesKeys';

/** Query keys of the portfolio overview. */
export const portfolioOverviewKeys = {
  all: ['portfolio-overview'] as const,
  generation: (portfolioId: string, w: SeriesWindow) =>
    [
      ...portfolioOverviewKeys.all,
      portfolioId,
      'plant_generation',
      w.startTs,
      w.endTs,
      w.granularity ?? 'raw',
      w.timezone,
    ] as const,
};
