import { useQueryClient } from '@tanstack/react-query';
import { plantSeriesQueryOptions } from '@/features/series/api/getPlantSeries';
import { plantTopologyQueryOptions, usePlantTopology } from '@/features/series/api/getPlantTopology';
import { plantViewListQueryOptions, usePlantViewList } from '@/features/series/api/getPlantViewList';
import { seriesWindow } from '@/features/series/api/seriesWindow';
import { useRangeParam } from '@/features/rangePicker/hooks/useRangeParam';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import { parseCockpitTab, TAB_SERIES } from '../utils/cockpitTabs';

/**
 * Starts the cockpit's requests before the screen itself renders (it waits for its texts): the
 * plant views and topology at once, and the active tab's series as soon as the plant's zone is
 * known. Prefetching during render is idempotent (only what is not cached yet is fetched), and
 * takes the series off the critical path of the first chart.
 */
export function useCockpitPrefetch(portfolioId: string, plantViewId: string, search: Record<string, unknown>) {
  const client = useQueryClient();
  const prefetch = (options: { queryKey: readonly unknown[] }) => {
    if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options as never);
  };
  if (portfolioId && plantViewId) {
    prefetch(plantViewListQueryOptions(portfolioId));
    prefetch(plantTopologyQueryOptions(portfolioId, plantViewId));
  }
  const plants = usePlantViewList(portfolioId);
  usePlantTopology(portfolioId, plantViewId);
  const plant = plants.data?.find((p) => p.id === plantViewId);
  const zone = useDisplayTimezone({ plant: plant?.timezone, portfolioPlants: plants.data?.map((p) => p.timezone) });
  const { range } = useRangeParam(zone.timezone);
  if (!plant) return;
  const window = seriesWindow(range, zone.timezone);
  for (const name of TAB_SERIES[parseCockpitTab(search.tab)])
    prefetch(plantSeriesQueryOptions(portfolioId, plantViewId, name, window));
}
