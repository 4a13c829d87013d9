import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CockpitTab } from '../utils/cockpitTabs';
import type { CockpitScope } from '../utils/cockpitScope';
import { InflowCharts } from './InflowCharts';
import { PlantSeriesChart } from './PlantSeriesChart';
import { PricesChart } from './PricesChart';
import { QualityTable } from './QualityTable';
import { ReservoirCharts } from './ReservoirCharts';
import { TelemetryTable } from './TelemetryTable';

/** The charts of one tab; only the active tab's series are requested. */
export function CockpitTabContent({ tab, scope }: { tab: CockpitTab; scope: CockpitScope }) {
  const { t } = useTranslation('cockpit');
  switch (tab) {
    case 'overview':
      return (
        <Stack gap="md">
          <PlantSeriesChart scope={scope} name="power" title={t('charts.generation')} />
          <ReservoirCharts scope={scope} only="level" />
          <PricesChart scope={scope} withInflowWeighted={false} />
        </Stack>
      );
    case 'generation':
      return (
        <Stack gap="md">
          <PlantSeriesChart scope={scope} name="power" title={t('charts.generation')} height={320} />
          <PlantSeriesChart scope={scope} name="energy" title={t('charts.energy')} />
        </Stack>
      );
    case 'reservoir':
      return (
        <Stack gap="md">
          <ReservoirCharts scope={scope} />
        </Stack>
      );
    case 'inflow':
      return (
        <Stack gap="md">
          <InflowCharts scope={scope} />
        </Stack>
      );
    case 'prices':
      return (
        <Stack gap="md">
          <PricesChart scope={scope} />
          <PlantSeriesChart scope={scope} name="revenue" title={t('charts.revenue')} />
        </Stack>
      );
    case 'quality':
      return (
        <Stack gap="md">
          <TelemetryTable scope={scope} />
          <QualityTable scope={scope} />
        </Stack>
      );
  }
}
