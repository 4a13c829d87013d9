import type { PlantSeriesName } from '@penstock/domain';

export interface SeriesWindow {
  startTs: number;
  endTs: number;
  /** Omitted = raw. */
  granularity?: 'year' | 'month' | 'week' | 'day' | 'hour';
  timezone: string;
}

/** Query keys of plant data (plant views, topology, series). */
export const seriesKeys = {
  all: ['plant-data'] as const,
  portfolio: (portfolioId: string) => [...seriesKeys.all, portfolioId] as const,
  plantViews: (portfolioId: string) => [...seriesKeys.portfolio(portfolioId), 'plant-views'] as const,
  plant: (portfolioId: string, plantViewId: string) =>
    [...seriesKeys.portfolio(portfolioId), 'plant', plantViewId] as const,
  topology: (portfolioId: string, plantViewId: string) =>
    [...seriesKeys.plant(portfolioId, plantViewId), 'topology'] as const,
  series: (portfolioId: string, plantViewId: string, name: PlantSeriesName, w: SeriesWindow) =>
    [
      ...seriesKeys.plant(portfolioId, plantViewId),
      name,
      w.startTs,
      w.endTs,
      w.granularity ?? 'raw',
      w.timezone,
    ] as const,
};
