import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { useScreen } from '@/app/router/useScreen';
import { PlantRunsCard } from './PlantRunsCard';
import { failureTexts, QueryView } from '@/ui/QueryView';

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
        pending={
          <Stack data-testid="optimization-loading">
            <Skeleton h={220} radius="md" />
            <Skeleton h={220} radius="md" />
          </Stack>
        }
        {...failureTexts(t, 'plantsFailed')}
        empty={t('noPlants')}
        emptyTestId="optimization-empty"
      >
        {(list) => list.map((p) => <PlantRunsCard key={p.id} portfolioId={portfolioId} plant={p} />)}
      </QueryView>
    </Stack>
  );
}
