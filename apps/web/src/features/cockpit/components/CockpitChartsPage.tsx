import { Suspense } from 'react';
import { useCurrentRoute } from '@/features/shell/hooks/useCurrentRoute';
import { PageLoader } from '@/ui/PageLoader';
import { useCockpitPrefetch } from '../hooks/useCockpitPrefetch';
import { CockpitChartsView } from './CockpitChartsView';

/**
 * Cockpit charts (/{env}/cockpit/{portfolioId}/{plantViewId}). This outer part has no texts, so
 * it renders while the screen's translations load and starts the data requests meanwhile.
 */
export function CockpitChartsPage() {
  const { params, search } = useCurrentRoute();
  useCockpitPrefetch(params.portfolioId ?? '', params.plantViewId ?? '', search);
  return (
    <Suspense fallback={<PageLoader />}>
      <CockpitChartsView />
    </Suspense>
  );
}
