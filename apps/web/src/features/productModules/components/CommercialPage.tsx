import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScreen } from '@/app/router/useScreen';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { failureTexts, QueryView } from '@/ui/QueryView';
import { productModulesApi } from '../api/productModulesApi';
import { ModuleHistory } from './ModuleHistory';
import { PlantModulesPanel } from './PlantModulesPanel';

const TABS = ['modules', 'history'] as const;

/**
 * Administration > Commercial (/{env}/admin/commercial/{portfolioId}?tab=modules|history): per
 * physical plant of the portfolio the twelve product modules with their state, trials' days left
 * and the request offers; admins switch states (not in Review or Live). The history tab lists every
 * change of a plant's modules.
 */
export function CommercialPage() {
  const { t } = useTranslation('admin');
  const { params, search, setSearch } = useScreen('commercial');
  const scope = { portfolioId: params.portfolioId };
  const plants = useQuery(productModulesApi.list(scope));
  const tab = TABS.find((x) => x === search.tab) ?? 'modules';
  return (
    <Stack gap="lg">
      <PageHeader />
      <Tabs
        value={tab}
        onChange={(v) => setSearch({ tab: v === 'modules' ? undefined : (v ?? undefined) })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="modules">{t('modules.tab.modules')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('modules.tab.history')}</Tabs.Tab>
        </Tabs.List>
        <QueryView query={plants} empty={t('modules.noPlants')} {...failureTexts(t, 'modules.loadFailed')}>
          {(list) => (
            <>
              <Tabs.Panel value="modules">
                <Stack gap="md">
                  {list.map((p) => (
                    <PlantModulesPanel key={p.plant_view_id} portfolioId={params.portfolioId} plant={p} />
                  ))}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="history">
                <ModuleHistory portfolioId={params.portfolioId} plants={list} />
              </Tabs.Panel>
            </>
          )}
        </QueryView>
      </Tabs>
    </Stack>
  );
}
