import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useScreen } from '@/app/router/useScreen';
import { PlantRunsCard } from './PlantRunsCard';
import { QueryView } from '@/ui/QueryView';
import { cardStates } from '@/ui/SkeletonCards';

/**
 * Operations > Optimization (/{env}/operations/optimization/{portfolioId}): per plant view its last
 * optimisation runs, start and cancel (write permission or admin), and the selected run's plan
 * against the previous run's.
 */
export function OptimizationPage() {
  const { t } = useTranslation('optimization');
  const { portfolioId } = useScreen('optimization').params;
  const plants = usePlantViewList(portfolioId);

  return (
    <Stack gap="lg">
      <PageHeader />
      <QueryView
        query={plants}
        {...cardStates(t, { heights: [220, 220], failed: 'plantsFailed', empty: 'noPlants', testId: 'optimization' })}
      >
        {(list) => list.map((p) => <PlantRunsCard key={p.id} portfolioId={portfolioId} plant={p} />)}
      </QueryView>
    </Stack>
  );
}
