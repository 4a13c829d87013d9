import { useEffect } from 'react';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { usePortfolioContext } from '@/features/shell/hooks/usePortfolioContext';

/**
 * The plant of a one-plant screen's route, among the portfolio's plants. Without a plant in the
 * route the last viewed (else the first) plant opens: `open(id)` is called with it once the list
 * has loaded (the screen replaces its address).
 */
export function useRoutePlant(portfolioId: string, plantViewId: string | undefined, open: (id: string) => void) {
  const context = usePortfolioContext();
  const plants = usePlantViewList(portfolioId);
  const plant = plants.data?.find((p) => p.id === plantViewId);
  const fallback = plants.data?.find((p) => p.id === context.plantViewId)?.id ?? plants.data?.[0]?.id;
  useEffect(() => {
    if (!plantViewId && fallback) open(fallback);
  }, [plantViewId, fallback]); // eslint-disable-line react-hooks/exhaustive-deps
  return { plants, plant, fallback };
}
