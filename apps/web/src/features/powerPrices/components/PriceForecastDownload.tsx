import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SeriesWindow } from '@/features/series/api/seriesKeys';
import { downloadPriceForecast } from '../api/downloadPriceForecast';

/** Admins download the price forecast of the portfolio's regions (spec 1 section 6) over the shown range. */
export function PriceForecastDownload({ portfolioId, window }: { portfolioId: string; window: SeriesWindow }) {
  const { t } = useTranslation('prices');
  const download = useMutation({
    mutationFn: async () => {
      const csv = await downloadPriceForecast(portfolioId, window);
      const { downloadCsvText } = await import('@/features/export/utils/exportLib');
      downloadCsvText(`price-forecast-${portfolioId}-${new Date(window.startTs).toISOString().slice(0, 10)}`, csv);
    },
    meta: { toasts: { error: { title: t('forecastDownload.failedTitle'), generic: t('forecastDownload.failed') } } },
  });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t('forecastDownload.label')}
    </Button>
  );
}
