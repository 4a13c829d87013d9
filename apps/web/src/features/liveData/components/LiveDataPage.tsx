import { Group, Skeleton, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buildRoutePath, LIVE_DATA_TABS, type LiveDataTab } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { useNow } from '@/features/auth/hooks/useNow';
import { PageHeader } from '@/features/shell/components/PageHeader';
import { failureTexts, QueryView, selectQuery } from '@/ui/QueryView';
import { useLiveData } from '../api/getLiveData';
import { formatHours } from '../utils/formatAge';
import { componentStateNow } from '../utils/stateNow';
import { LastHeard } from './LastHeard';
import { LiveDataTable } from './LiveDataTable';

const tabOf = (param: string | undefined): LiveDataTab =>
  LIVE_DATA_TABS.find((x) => x.toLowerCase() === param?.toLowerCase()) ?? LIVE_DATA_TABS[0];

/**
 * Operations > Live Data (/{env}/operations/liveData/{portfolioId}/{tab?}, query outdated): the
 * newest measurement of every component of the portfolio on the tabs Gate, Turbine and Reservoir,
 * with the freshness state by the domain rule. It polls while open (getLiveData says why not
 * Server-Sent Events), re-applies the rule every second on the server's clock carried forward,
 * and says when it last heard from the server.
 */
export function LiveDataPage() {
  const { t, i18n } = useTranslation('liveData');
  const { env, params, search, setSearch } = useScreen('liveData');
  const router = useRouter();
  const tab = tabOf(params.tab);
  const live = useLiveData(params.portfolioId);
  const tick = useNow(true, 1_000);
  const data = live.data;
  // the server's clock at this tick: its answer's `now` plus the time since the answer arrived
  const now = data ? data.now + (tick - live.dataUpdatedAt) : tick;
  const hours = data?.outdated_after_hours ?? 6;
  const outdatedOnly = search.outdated === true;
  const shown = (data?.components ?? []).filter(
    (c) => !outdatedOnly || componentStateNow(c, now, hours) === 'outdated',
  );
  const onTab = (x: LiveDataTab) => shown.filter((c) => c.tab === x);

  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          data ? (
            <LastHeard
              at={live.dataUpdatedAt}
              failing={live.isError}
              now={tick}
              timeZone={data.components[0]?.timezone}
            />
          ) : live.isPending ? (
            <Skeleton h={20} w={240} />
          ) : null
        }
      />
      <Group justify="space-between" wrap="wrap">
        <Tabs
          value={tab}
          onChange={(next) =>
            next &&
            void router.navigate({
              href:
                buildRoutePath(env, 'liveData', { portfolioId: params.portfolioId, tab: next }) +
                (outdatedOnly ? '?outdated=true' : ''),
            })
          }
        >
          <Tabs.List>
            {LIVE_DATA_TABS.map((x) => (
              <Tabs.Tab key={x} value={x} data-testid={`tab-${x}`}>
                {t(`tab.${x}`)}
                {data && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {onTab(x).length}
                  </Text>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Switch
          label={t('outdatedOnly')}
          checked={outdatedOnly}
          onChange={(e) => setSearch({ outdated: e.currentTarget.checked ? true : '' })}
          data-testid="outdated-filter"
        />
      </Group>
      <QueryView
        // a failed poll keeps the last answer on screen (LastHeard says it is old); only no answer at all is an error
        query={selectQuery({ ...live, isError: live.isError && !data }, () => onTab(tab))}
        pending={<Skeleton h={240} />}
        {...failureTexts(t, 'loadFailed')}
        empty={outdatedOnly ? t('noneOutdated') : t('empty', { tab: t(`tab.${tab}`) })}
        emptyTestId="live-data-empty"
      >
        {(components) => <LiveDataTable components={components} now={now} hours={hours} />}
      </QueryView>
      {data && (
        <Text size="xs" c="dimmed">
          {t('rule', { hours: formatHours(hours, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}
