import { Alert, Grid, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS_MIN_PX } from '@penstock/domain';
import { RangePicker } from '@/features/rangePicker/components/RangePicker';
import { rangeLabel } from '@/features/rangePicker/utils/rangeLabel';
import { PageHeader } from '@/features/shell/components/PageHeader';
import type { ChartSpan } from '@/features/series/utils/spanShader';
import { useAfterFirstChart } from '../hooks/useAfterFirstChart';
import { useCockpitScreen } from '../hooks/useCockpitScreen';
import { COCKPIT_TABS, parseCockpitTab } from '../utils/cockpitTabs';
import { CockpitPlantView } from './CockpitPlantView';
import { CockpitTabContent } from './CockpitTabContent';
import { ComponentChips } from './ComponentChips';
import { hasTopologyPanel, TopologySlot } from './TopologySlot';

/** Its own chunk: the cockpit's first screen does not carry the constraints feature. */
const ConstraintAlerts = lazy(() => import('@/features/constraints/components/CockpitConstraintAlerts'));
/** Likewise the plant's maintenance outages, which it then shades on the generation chart. */
const Outages = lazy(() => import('@/features/maintenance/components/CockpitOutages'));
/** Likewise the alert of a failed or degraded newest optimisation run. */
const RunAlert = lazy(() => import('@/features/optimization/components/CockpitRunAlert'));

/**
 * The cockpit charts screen: breadcrumb pickers, the range
 * picker bound to `range`, component chips bound to turbine / pump / pumpTurbine / gate /
 * reservoir, tabs bound to `tab`, and the charts of the active tab in the plant's market zone.
 * The last plant per portfolio is remembered by the shell (RouteScreen); switching plants keeps
 * the range (useSwitchTargets). `headerActions` (e.g. the Edit menu) sit beside the zone note.
 */
export function CockpitChartsView({ headerActions }: { headerActions?: ReactNode } = {}) {
  const { t, i18n } = useTranslation('cockpit');
  const cockpit = useCockpitScreen();
  const { portfolioId, plantViewId, search, patch, zone, rangeParam, scope } = cockpit;
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS_MIN_PX[3]}px)`) ?? false;
  const tab = parseCockpitTab(search.tab);
  const secondaryReady = useAfterFirstChart();
  const withTopology = wide && hasTopologyPanel;
  const [outageSpans, setOutageSpans] = useState<readonly ChartSpan[]>([]);

  const header = (
    <PageHeader
      actions={
        <Group gap="md">
          <Group gap={6} c="dimmed" data-testid="cockpit-zone">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              {t('page.timesIn', { zone: zone.timezone })} ({t(`page.zoneSource.${zone.source}`)})
            </Text>
          </Group>
          {headerActions}
        </Group>
      }
    />
  );
  return (
    <Stack gap="md">
      {header}
      <CockpitPlantView
        query={cockpit.plantQuery}
        pending={
          <Stack gap="md">
            <Skeleton height={36} width={420} />
            <Skeleton height={300} radius="md" />
          </Stack>
        }
        failed={t('page.plantsFailed')}
        notFound={t('page.plantNotFound')}
      >
        {() => (
          <>
            {rangeParam.invalidValue !== null && (
              <Alert
                color="caution"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                title={t('range.invalidTitle')}
                role="alert"
                data-testid="invalid-range"
              >
                {t('range.invalid', {
                  value: rangeParam.invalidValue,
                  fallback: rangeLabel(rangeParam.range, i18n.language),
                })}
              </Alert>
            )}
            <RangePicker range={rangeParam.range} today={rangeParam.today} onChange={rangeParam.setRange} />
            {secondaryReady && (
              <Suspense fallback={null}>
                <RunAlert
                  portfolioId={portfolioId}
                  plantViewId={plantViewId}
                  zone={zone.timezone}
                  optimizationHref={`/${cockpit.env}/operations/optimization/${encodeURIComponent(portfolioId)}`}
                />
                <ConstraintAlerts
                  portfolioId={portfolioId}
                  plantViewId={plantViewId}
                  zone={zone.timezone}
                  range={scope.window}
                  defaultRange={rangeParam.isDefault}
                  constraintsHref={`/${cockpit.env}/constraints/${encodeURIComponent(portfolioId)}/${encodeURIComponent(plantViewId)}`}
                />
                <Outages
                  portfolioId={portfolioId}
                  plantViewId={plantViewId}
                  zone={zone.timezone}
                  startTs={scope.window.startTs}
                  endTs={scope.window.endTs}
                  onSpans={setOutageSpans}
                  maintenanceHref={`/${cockpit.env}/maintenance/${encodeURIComponent(portfolioId)}?plantViewId=${encodeURIComponent(plantViewId)}&view=timeline`}
                />
              </Suspense>
            )}
            <ComponentChips
              components={cockpit.components}
              selection={cockpit.selection}
              status={cockpit.topology.status}
              onChange={(key, value) => patch({ [key]: value })}
            />
            <Tabs
              value={tab}
              onChange={(v) => patch({ tab: v && v !== 'overview' ? v : undefined })}
              keepMounted={false}
            >
              <Tabs.List aria-label={t('tabs.label')}>
                {COCKPIT_TABS.map((k) => (
                  <Tabs.Tab key={k} value={k}>
                    {t(`tabs.${k}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value={tab} pt="md">
                {withTopology ? (
                  <Grid gap="md">
                    <Grid.Col span={8}>
                      <CockpitTabContent tab={tab} scope={scope} outages={outageSpans} />
                    </Grid.Col>
                    <Grid.Col span={4} data-testid="cockpit-topology">
                      <TopologySlot portfolioId={portfolioId} plantViewId={plantViewId} />
                    </Grid.Col>
                  </Grid>
                ) : (
                  <CockpitTabContent tab={tab} scope={scope} outages={outageSpans} />
                )}
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </CockpitPlantView>
    </Stack>
  );
}
