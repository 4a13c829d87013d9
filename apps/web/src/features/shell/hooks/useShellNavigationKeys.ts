import { usePlantViews } from '@/features/portfolios/api/getPlantViews';
import { usePortfolioContext } from './usePortfolioContext';
import { useShellHotkeys } from './useShellHotkeys';
import { useSwitchTargets } from './useSwitchTargets';
import { cycle } from '../utils/cycle';

/** Wires ? / P / Shift+P / O / Shift+O to the help dialog and the plant and portfolio lists. */
export function useShellNavigationKeys(openHelp: () => void): { multiplePortfolios: boolean } {
  const { portfolios, portfolio, plantViewId } = usePortfolioContext();
  const plants = usePlantViews(portfolio?.id);
  const { switchPortfolio, switchPlant } = useSwitchTargets();
  const multiplePortfolios = (portfolios?.length ?? 0) > 1;

  const plant = (by: 1 | -1) => () => {
    const next = cycle(plants.data ?? [], plantViewId, by);
    if (next && portfolio) switchPlant(portfolio.id, next.id);
  };
  const folio = (by: 1 | -1) => () => {
    const next = cycle(portfolios ?? [], portfolio?.id, by);
    if (next) switchPortfolio(next.id);
  };

  useShellHotkeys({
    help: openHelp,
    nextPlant: plant(1),
    previousPlant: plant(-1),
    nextPortfolio: multiplePortfolios ? folio(1) : undefined,
    previousPortfolio: multiplePortfolios ? folio(-1) : undefined,
  });
  return { multiplePortfolios };
}
