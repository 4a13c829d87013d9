import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/router/lazyPage';
import type { CockpitTab } from '../utils/cockpitTabs';
import type { CockpitScope } from '../utils/cockpitScope';
import type { ChartSpan } from '@/features/series/utils/spanShader';
import { InflowCharts } from './InflowCharts';
import { PlantSeriesChart } from './PlantSeriesChart';
import { PricesChart } from './PricesChart';
import { ReservoirCharts } from './ReservoirCharts';

/** Its own chunk: the level development (simulation, chart, crossings) is not part of the cockpit's first screen. */
const LevelDevelopmentPanel = lazy(() =>
  import('@/features/levelDevelopment/components/LevelDevelopmentPanel').then((m) => ({
    default: m.LevelDevelopmentPanel,
  })),
);

// The data-quality tab is never the first screen: its tables load when it is opened, which keeps the
// cockpit's first-screen JavaScript within its budget (e2e/cockpit.test.ts).
const TelemetryTable = lazyPage(() => import('./TelemetryTable').then((m) => ({ default: m.TelemetryTable })));
const QualityTable = lazyPage(() => import('./QualityTable').then((m) => ({ default: m.QualityTable })));

/** The charts of one tab; only the active tab's series are requested. `outages` are shaded on the generation chart. */
export function CockpitTabContent({
  tab,
  scope,
  outages,
}: {
  tab: CockpitTab;
  scope: CockpitScope;
  outages?: readonly ChartSpan[];
}) {
  const { t } = useTranslation('cockpit');
  switch (tab) {
    case 'overview':
      return (
        <Stack gap="md">
          <PlantSeriesChart scope={scope} name="power" title={t('charts.generation')} spans={outages} />
          <ReservoirCharts scope={scope} only="level" />
          <PricesChart scope={scope} withInflowWeighted={false} />
        </Stack>
      );
    case 'generation':
      return (
        <Stack gap="md">
          <PlantSeriesChart scope={scope} name="power" title={t('charts.generation')} height={320} spans={outages} />
          <PlantSeriesChart scope={scope} name="energy" title={t('charts.energy')} />
        </Stack>
      );
    case 'reservoir':
      return (
        <Stack gap="md">
          <ReservoirCharts scope={scope} />
          <Suspense fallback={null}>
            <LevelDevelopmentPanel
              portfolioId={scope.portfolioId}
              plantViewId={scope.plantViewId}
              timezone={scope.timezone}
              context="cockpit"
            />
          </Suspense>
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
        <Suspense fallback={<Skeleton height={240} data-testid="quality-loading" />}>
          <Stack gap="md">
            <TelemetryTable scope={scope} />
            <QualityTable scope={scope} />
          </Stack>
        </Suspense>
      );
  }
}
