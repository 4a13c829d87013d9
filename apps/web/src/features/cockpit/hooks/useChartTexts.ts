import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The chart state texts in the user's language. */
export function useChartTexts() {
  const { t } = useTranslation('cockpit');
  return useMemo(() => ({ empty: t('charts.empty'), failed: t('charts.failed'), retry: t('charts.retry') }), [t]);
}
