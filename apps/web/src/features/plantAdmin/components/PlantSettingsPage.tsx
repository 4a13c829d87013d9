import { Alert, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/ApiError';
import { useScreen } from '@/app/router/useScreen';
import { NotFoundPage } from '@/features/errors/components/NotFoundPage';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { QueryView } from '@/ui/QueryView';
import { TabList } from '@/ui/TabList';
import { usePlantSettings } from '../api/plantApi';
import { usePlantLocation } from '../hooks/usePlantLocation';
import { PLANT_TABS, type PlantTab } from '../utils/plantLocation';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { GeneralTab } from './GeneralTab';
import { HistoricalDataTab } from './HistoricalDataTab';
import { PlantStateBadge } from './PlantStateBadge';
import { StaticDataTab } from './StaticDataTab';
import { TopologyTab } from './TopologyTab';

/**
 * Administration > Plants > a plant (/{env}/admin/plants/{portfolioId}/{plantId}/{tab?}/{subtab?}):
 * General, Topology, Static data and Historical data, each saving with its own form; fields the
 * user may not change (plantRights by role and plant state) are read-only with the spec's tooltips.
 * Tab, subtab, component and view live in the address (usePlantLocation), so Back and bookmarks work.
 */
export function PlantSettingsPage() {
  const { t } = useTranslation('plants');
  const { params } = useScreen('plantSettings');
  const location = usePlantLocation();
  const scope = { portfolioId: params.portfolioId, plantViewId: params.plantId };
  const settings = usePlantSettings(scope);
  const rights = usePlantRights(params.portfolioId, settings.data);
  // an unknown plant (or one not in this portfolio) is a wrong address, not a failed load
  if (settings.error instanceof ApiError && settings.error.status === 404) return <NotFoundPage />;

  return (
    <Stack gap="lg">
      <PageHeader />
      <QueryView query={settings} pending={<Skeleton h={48} data-testid="plant-loading" />}>
        {(s) => (
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h3">
                {s.name}
              </Title>
              <PlantStateBadge state={s.plant_state} />
            </Group>
            <Text size="sm" c="dimmed">
              {s.id} · {s.internal_id} · {s.market_timezone}
            </Text>
            {s.shadow_of && (
              <Alert variant="light" color="gray" p="xs">
                {t('general.shadowOf', { id: s.shadow_of })}
              </Alert>
            )}
          </Stack>
        )}
      </QueryView>
      <Tabs
        value={location.tab}
        onChange={(next) => next && location.go({ tab: next as PlantTab })}
        keepMounted={false}
      >
        <TabList tabs={PLANT_TABS} label={(id) => t(`tab.${id}`)} />
        <Tabs.Panel value="general" pt="md">
          {settings.data && <GeneralTab scope={scope} settings={settings.data} rights={rights} />}
        </Tabs.Panel>
        <Tabs.Panel value="topology" pt="md">
          <TopologyTab scope={scope} rights={rights} />
        </Tabs.Panel>
        <Tabs.Panel value="static-data" pt="md">
          <StaticDataTab scope={scope} rights={rights} />
        </Tabs.Panel>
        <Tabs.Panel value="historical-data" pt="md">
          {settings.data && <HistoricalDataTab scope={scope} settings={settings.data} rights={rights} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
