import { useTranslation } from 'react-i18next';
import { usePortfolios } from '@/features/portfolios/api/getPortfolios';
import { portfolioLabel } from '@/features/portfolios/utils/defaultPortfolio';
import { BreadcrumbPicker } from '@/ui/BreadcrumbPicker';
import { useSwitchTargets } from '../hooks/useSwitchTargets';

export function PortfolioPicker({ portfolioId }: { portfolioId: string | undefined }) {
  const { t } = useTranslation('shell');
  const portfolios = usePortfolios();
  const { switchPortfolio } = useSwitchTargets();
  return (
    <BreadcrumbPicker
      kind={t('picker.portfolio')}
      items={portfolios.data?.map((p) => ({ id: p.id, label: portfolioLabel(p) }))}
      selectedId={portfolioId}
      status={portfolios.status}
      emptyText={t('picker.noPortfolios')}
      errorText={t('picker.portfoliosFailed')}
      placeholder={t('picker.choosePortfolio')}
      searchPlaceholder={t('picker.search')}
      retryLabel={t('picker.retry')}
      onRetry={() => void portfolios.refetch()}
      onSelect={switchPortfolio}
    />
  );
}
