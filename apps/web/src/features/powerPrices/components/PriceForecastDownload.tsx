import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import { notifyMutationError } from '@/ui/notify';
import { downloadPriceForecast } from '../api/downloadPriceForecast';

/** Admins download the price forecast of the portfolio's regions (spec 1 section 6) over the shown range. */
export function PriceForecastDownload({ portfolioId, window }: { portfolioId: string; window: SeriesWindow }) {
  const { t } = useTranslation('prices');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const csv = await downloadPriceForecast(portfolioId, window);
      const { downloadCsvText } = await import('@/features/export/utils/exportLib');
      downloadCsvText(`price-forecast-${portfolioId}-${new Date(window.startTs).toISOString().slice(0, 10)}`, csv);
    } catch (error) {
      notifyMutationError(error, { title: t('forecastDownload.failedTitle'), generic: t('forecastDownload.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={busy} onClick={() => void download()}>
      {t('forecastDownload.label')}
    </Button>
  );
}
