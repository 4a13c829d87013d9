import type { SeriesWindow } from '@/features/series/api/seriesKeys';

/** Query keys of water values (long-term runs: longTermRunsApi.keys). */
export const waterValueKeys = {
  all: ['water-value'] as const,
  values: (portfolioId: string, plantViewId: string, turbineId: string | null, w: SeriesWindow) =>
    [
      ...waterValueKeys.all,
      portfolioId,
      plantViewId,
      turbineId ?? 'all',
      w.startTs,
      w.endTs,
      w.granularity ?? 'raw',
      w.timezone,
    ] as const,
  table: (portfolioId: string, plantViewId: string) =>
    [...waterValueKeys.all, portfolioId, plantViewId, 'table'] as const,
};
