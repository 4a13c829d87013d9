import { useTranslation } from 'react-i18next';
import { usePlantViews } from '@/features/portfolios/api/getPlantViews';
import { BreadcrumbPicker } from '@/ui/BreadcrumbPicker';
import { useSwitchTargets } from '../hooks/useSwitchTargets';

export function PlantPicker({ portfolioId, plantViewId }: { portfolioId: string; plantViewId: string | undefined }) {
  const { t } = useTranslation('shell');
  const plants = usePlantViews(portfolioId);
  const { switchPlant } = useSwitchTargets();
  return (
    <BreadcrumbPicker
      kind={t('picker.plant')}
      items={plants.data?.map((p) => ({ id: p.id, label: p.displayName }))}
      selectedId={plantViewId}
      status={plants.status}
      emptyText={t('picker.noPlants')}
      errorText={t('picker.plantsFailed')}
      placeholder={plantViewId ?? t('picker.choosePlant')}
      searchPlaceholder={t('picker.search')}
      retryLabel={t('picker.retry')}
      onRetry={() => void plants.refetch()}
      onSelect={(id) => switchPlant(portfolioId, id)}
    />
  );
}
