import { Card, Divider, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataRange } from '@penstock/domain';
import { QualityTable } from '@/features/cockpit/components/QualityTable';
import { UploadButton } from '@/features/editing/components/UploadButton';
import { seriesWindow } from '@/features/series/api/seriesWindow';
import { timeFormatter } from '@/features/series/utils/timeFormat';
import { usePlantTopology } from '@/features/series/api/getPlantTopology';
import { useQueryClient } from '@tanstack/react-query';
import { seriesKeys } from '@/features/series/api/seriesKeys';
import { usePlantLocation } from '../hooks/usePlantLocation';
import { UploadFormatHelp } from './UploadFormatHelp';
import { CardHeading } from './CardHeading';
import type { PlantTabProps } from './plantTabProps';

/** The last three calendar months and this one: the window the data-quality view covers. */
function recentMonths(now = new Date()): DataRange {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  return {
    granularity: 'month',
    start: { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 },
    end: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
  };
}

/**
 * Historical data: subtab `upload`, the CSV uploads (per component and kind, with the 300
 * handling_offers step and the spec's toasts, see UploadButton), and subtab `quality`, the data
 * quality of the actuals (gapless ranges, gaps).
 */
export function HistoricalDataTab({ scope, settings, rights }: PlantTabProps) {
  const { t, i18n } = useTranslation('plants');
  const client = useQueryClient();
  const topology = usePlantTopology(scope.portfolioId, scope.plantViewId);
  const range = recentMonths();
  const timezone = settings.market_timezone;
  const fmt = timeFormatter(timezone, i18n.language);
  const location = usePlantLocation();
  return (
    <Tabs
      value={location.subtab ?? 'upload'}
      onChange={(next) => next && location.go({ subtab: next === 'upload' ? null : next })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="upload">{t('historical.upload')}</Tabs.Tab>
        <Tabs.Tab value="quality">{t('historical.qualityTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upload" pt="md">
        <Card withBorder>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <CardHeading title={t('historical.upload')} help={t('historical.uploadHelp')} />
            </Stack>
            <UploadButton
              portfolioId={scope.portfolioId}
              plantViewId={scope.plantViewId}
              base="generation"
              kind="actual"
              allowed={rights.uploadHistorical}
              timeLabel={fmt}
              onUploaded={() =>
                void client.invalidateQueries({ queryKey: seriesKeys.plant(scope.portfolioId, scope.plantViewId) })
              }
            />
          </Group>
          <Divider my="md" />
          <UploadFormatHelp
            portfolioId={scope.portfolioId}
            plantViewId={scope.plantViewId}
            timezone={timezone}
            topology={topology.data}
          />
        </Card>
      </Tabs.Panel>
      <Tabs.Panel value="quality" pt="md">
        <QualityTable
          scope={{
            portfolioId: scope.portfolioId,
            plantViewId: scope.plantViewId,
            range,
            timezone,
            window: seriesWindow(range, timezone),
            topology: topology.data,
            keep: () => true,
          }}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
