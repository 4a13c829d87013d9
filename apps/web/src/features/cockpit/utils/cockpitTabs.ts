import type { FrameSeriesName } from '@/features/series/api/getPlantSeries';

/** The cockpit's tabs (query `tab`); an unknown or missing value shows the overview. */
export const COCKPIT_TABS = ['overview', 'generation', 'reservoir', 'inflow', 'prices', 'quality'] as const;
export type CockpitTab = (typeof COCKPIT_TABS)[number];

export const parseCockpitTab = (value: unknown): CockpitTab =>
  COCKPIT_TABS.includes(value as CockpitTab) ? (value as CockpitTab) : 'overview';

/** The frame series each tab shows first, fetched as soon as the plant's zone is known. */
export const TAB_SERIES: Record<CockpitTab, readonly FrameSeriesName[]> = {
  overview: ['power', 'water-content', 'day-ahead-price', 'realized-day-ahead-price'],
  generation: ['power', 'energy'],
  reservoir: ['water-content'],
  inflow: [],
  prices: ['day-ahead-price', 'realized-day-ahead-price', 'inflow-weighted-price', 'revenue'],
  quality: [],
};
