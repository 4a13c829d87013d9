import { lazy, Suspense } from 'react';
import { CockpitEditMenu } from '@/features/editing/components/CockpitEditMenu';
import { isEditMode } from '@/features/editing/utils/editModes';
import { useScreen } from '@/app/router/useScreen';
import { PageLoader } from '@/ui/PageLoader';
import { useCockpitPrefetch } from '../hooks/useCockpitPrefetch';
import { CockpitChartsView } from './CockpitChartsView';

// --- Editing mount point (features/editing owns what is inside) ---------------------------
const CockpitEditor = lazy(() =>
  import('@/features/editing/components/CockpitEditor').then((m) => ({ default: m.CockpitEditor })),
);
// -------------------------------------------------------------------------------------------

/**
 * Cockpit charts (/{env}/cockpit/{portfolioId}/{plantViewId}). This outer part has no texts, so
 * it renders while the screen's translations load and starts the data requests meanwhile.
 * With the query `edit` set it shows the edit table of that mode instead (features/editing).
 */
export function CockpitChartsPage() {
  const { params, search } = useScreen('cockpitCharts');
  useCockpitPrefetch(params.portfolioId, params.plantViewId, search);
  // Editing mount point: the edit mode from the query opens the editor; the Edit menu sets it.
  if (isEditMode(search.edit))
    return (
      <Suspense fallback={<PageLoader />}>
        <CockpitEditor mode={search.edit} />
      </Suspense>
    );
  return (
    <Suspense fallback={<PageLoader />}>
      <CockpitChartsView
        headerActions={
          <Suspense fallback={null}>
            <CockpitEditMenu />
          </Suspense>
        }
      />
    </Suspense>
  );
}
