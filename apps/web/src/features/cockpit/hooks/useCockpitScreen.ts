import { selectQuery } from '@/ui/QueryView';
import { useScreen } from '@/app/router/useScreen';
import { useSearchPatch } from '@/features/rangePicker/hooks/useSearchPatch';
import { useCockpitScope } from './useCockpitScope';

/**
 * The cockpit charts route as its screens read it (charts and edit mode): the portfolio, the plant
 * view and the query, `patch` to change the query, the plant as a query, and what the charts
 * depend on (useCockpitScope).
 */
export function useCockpitScreen() {
  const {
    env,
    params: { portfolioId, plantViewId },
    search,
  } = useScreen('cockpitCharts');
  const patch = useSearchPatch();
  const scope = useCockpitScope(portfolioId, plantViewId, search);
  // the plant as a query: pending and failed with the plant list, empty when the list lacks it
  const plantQuery = selectQuery(scope.plants, () => scope.plant ?? null);
  return { env, portfolioId, plantViewId, search, patch, plantQuery, ...scope };
}
