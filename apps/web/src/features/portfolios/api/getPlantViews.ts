import { useQuery } from '@tanstack/react-query';
import type { PlantView } from '@penstock/domain';
import { plantViewListQueryOptions } from '@/features/series/api/getPlantViewList';

/** What the breadcrumb plant picker, the P / Shift+P hotkeys and the timezone tag need of a plant view. */
export interface PlantViewSummary {
  id: string;
  displayName: string;
  /** Market time zone of the physical plant (IANA). */
  timezone: string;
}

const summarize = (list: PlantView[]): PlantViewSummary[] =>
  list.map((p) => ({ id: p.id, displayName: p.name, timezone: p.timezone }));

/**
 * The plant views of a portfolio for the shell. Shares the cache entry of the plant-data screens
 * (GET dashboard-v3/portfolio/{id}/plant, stale 5 min), so switching screens makes no second call.
 */
export const usePlantViews = (portfolioId: string | undefined) =>
  useQuery({ ...plantViewListQueryOptions(portfolioId ?? ''), enabled: !!portfolioId, select: summarize });
