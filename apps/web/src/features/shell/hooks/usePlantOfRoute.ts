import { useEffect } from 'react';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { usePortfolioContext } from './usePortfolioContext';

/**
 * The plant of a per-plant screen (day-ahead bids, water values): the portfolio's plants and the one
 * the route names. Without one in the route, the last viewed (else the first) plant opens:
 * `open(id)` replaces the route, and `opening` is true until it has.
 */
export function usePlantOfRoute(portfolioId: string, plantViewId: string | undefined, open: (id: string) => void) {
  const context = usePortfolioContext();
  const plants = usePlantViewList(portfolioId);
  const plant = plants.data?.find((p) => p.id === plantViewId);
  const fallback = plants.data?.find((p) => p.id === context.plantViewId)?.id ?? plants.data?.[0]?.id;
  useEffect(() => {
    if (!plantViewId && fallback) open(fallback);
  }, [plantViewId, fallback]); // eslint-disable-line react-hooks/exhaustive-deps
  return { plants, plant, opening: !plantViewId && !!fallback };
}
