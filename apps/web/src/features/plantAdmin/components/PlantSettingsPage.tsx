import { Alert, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { routeHref } from '@/features/shell/utils/routeHref';
import { QueryView } from '@/ui/QueryView';
import { usePlantSettings } from '../api/plantApi';
import { usePlantAdminRights } from '../utils/usePlantAdminRights';
import { GeneralTab } from './GeneralTab';
import { HistoricalDataTab } from './HistoricalDataTab';
import { PlantStateBadge } from './PlantStateBadge';
import { StaticDataTab } from './StaticDataTab';
import { TopologyTab } from './TopologyTab';

export const PLANT_TABS = ['general', 'topology', 'static-data', 'historical-data'] as const;
type Tab = (typeof PLANT_TABS)[number];

/**
 * Administration > Plants > a plant (/{env}/admin/plants/{portfolioId}/{plantId}/{tab?}/{subtab?}):
 * General, Topology, Static data and Historical data, each saving with its own form; fields the
 * user may not change (plantRights by role and plant state) are read-only with the spec's tooltips.
 */
export function PlantSettingsPage() {
  const { t } = useTranslation('plants');
  const { env, params } = useScreen('plantSettings');
  const router = useRouter();
  const scope = { portfolioId: params.portfolioId, plantViewId: params.plantId };
  const settings = usePlantSettings(scope);
  const rights = usePlantAdminRights(params.portfolioId, settings.data?.plant_state);
  const tab: Tab = (PLANT_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'general';
  const go = (next: string | null) => next && void router.navigate({ href: routeHref(env, 'plantSettings', { portfolioId: params.portfolioId, plantId: params.plantId, tab: next }) });

  return (
    <Stack gap="lg">
      <PageHeader />
      <QueryView query={settings} pending={<Skeleton h={48} data-testid="plant-loading" />}>
        {(s) => (
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h3">{s.name}</Title>
              <PlantStateBadge state={s.plant_state} />
            </Group>
            <Text size="sm" c="dimmed">{s.id} · {s.internal_id} · {s.market_timezone}</Text>
            {s.shadow_of && <Alert variant="light" color="gray" p="xs">{t('general.shadowOf', { id: s.shadow_of })}</Alert>}
          </Stack>
        )}
      </QueryView>
      <Tabs value={tab} onChange={go} keepMounted={false}>
        <Tabs.List>
          {PLANT_TABS.map((id) => <Tabs.Tab key={id} value={id}>{t(`tab.${id}`)}</Tabs.Tab>)}
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">{settings.data && <GeneralTab scope={scope} settings={settings.data} rights={rights} />}</Tabs.Panel>
        <Tabs.Panel value="topology" pt="md"><TopologyTab scope={scope} rights={rights} /></Tabs.Panel>
        <Tabs.Panel value="static-data" pt="md"><StaticDataTab scope={scope} rights={rights} /></Tabs.Panel>
        <Tabs.Panel value="historical-data" pt="md">{settings.data && <HistoricalDataTab scope={scope} settings={settings.data} rights={rights} />}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
