import { useQueries, useQuery } from '@tanstack/react-query';
import { commonCurrency, type PlantView } from '@penstock/domain';
import { plantInflowQueryOptions } from '@/features/series/api/getPlantInflow';
import { plantSeriesQueryOptions } from '@/features/series/api/getPlantSeries';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import { gridReserveRevenueQuery } from '@/features/reserves/api/gridReservesApi';
import { usePortfolioGeneration } from '../api/getPortfolioGeneration';
import { plantFigures, totalFigures, type PlantFigures } from '../utils/overviewFigures';

export interface PlantFiguresRow {
  plant: PlantView;
  figures: PlantFigures;
  pending: boolean;
  failed: boolean;
}

/**
 * The overview's figures per plant view and in total. Generation comes from one portfolio call;
 * revenue, reservoir content and inflow from the plant series (through the 10-at-a-time queue and
 * the 4 h cache the cockpit shares, so opening a plant afterwards costs nothing).
 */
export function usePortfolioFigures(portfolioId: string, plants: readonly PlantView[], window: SeriesWindow | null) {
  const generation = usePortfolioGeneration(portfolioId, window);
  const reserves = useQuery(gridReserveRevenueQuery({ portfolioId }, window));
  const w = window ?? { startTs: 0, endTs: 0, timezone: '' };
  const perPlant = useQueries({
    queries: plants.flatMap((p) => [
      { ...plantSeriesQueryOptions(portfolioId, p.id, 'revenue', w), enabled: !!window },
      { ...plantSeriesQueryOptions(portfolioId, p.id, 'water-content', w), enabled: !!window },
      { ...plantInflowQueryOptions(portfolioId, p.id, w), enabled: !!window },
    ]),
  });
  const rows: PlantFiguresRow[] = plants.map((plant, i) => {
    const [revenue, water, inflow] = [perPlant[3 * i], perPlant[3 * i + 1], perPlant[3 * i + 2]];
    return {
      plant,
      figures: plantFigures({
        plantViewId: plant.id,
        generation: generation.data,
        revenue: revenue.data as Parameters<typeof plantFigures>[0]['revenue'],
        waterContent: water.data as Parameters<typeof plantFigures>[0]['waterContent'],
        inflowM3: (inflow.data as { aggregated: { actualM3: number | null } } | undefined)?.aggregated.actualM3,
        reserveRevenue: reserves.data?.plants.find((p) => p.plant_view_id === plant.id)?.reserve_revenue,
      }),
      pending: generation.isPending || revenue.isPending || water.isPending || inflow.isPending || reserves.isPending,
      failed: generation.isError || revenue.isError || water.isError || inflow.isError || reserves.isError,
    };
  });
  // money is summed only within one currency: with several, the totals' money figures stay empty
  const money = commonCurrency(plants);
  const totals = totalFigures(rows.map((r) => r.figures));
  return {
    generation,
    rows,
    totals: money.ok ? totals : { ...totals, revenueEUR: null, reserveRevenueEUR: null, averagePrice: null },
    /** the one currency of the plants; null with several (then `currencyDetail` says which) */
    currency: money.ok ? money.currency : null,
    currencyDetail: money.ok ? null : money.detail,
    pending: rows.some((r) => r.pending) || generation.isPending,
    failed: rows.some((r) => r.failed) || generation.isError,
    refetch: () => {
      void generation.refetch();
      if (reserves.isError) void reserves.refetch();
      perPlant.forEach((q) => q.isError && void q.refetch());
    },
  };
}
