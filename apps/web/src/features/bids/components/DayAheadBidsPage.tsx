import { Badge, Button, Group, Paper, Select, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultBidDate } from '@penstock/domain';
import { useScreen } from '@/app/router/useScreen';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { usePlantOfRoute } from '@/features/shell/hooks/usePlantOfRoute';
import { routeHref } from '@/features/shell/utils/routeHref';
import { LoadError } from '@/ui/LoadError';
import { useBidDay, useSetBidState } from '../api/bidsApi';
import { AreaSumPanel } from './AreaSumPanel';
import { BidEditor } from './BidEditor';
import { BidRunStatus } from './BidRunStatus';
import { BidVersions } from './BidVersions';
import { GateClosure } from './GateClosure';
import { TabList } from '@/ui/TabList';

const TABS = ['curves', 'versions', 'area'] as const;

/**
 * Day Ahead Bids (/operations/day-ahead-bids/{portfolioId}/{plantId?}, admins: editBidFiles): the
 * plant's bid of a delivery day (default tomorrow in the plant's zone) with its gate closure and
 * countdown, generation runs, the curve editor, the versions with a diff, and the area's sum over
 * the portfolio's plants. Without a plant the last viewed (else the first) plant opens.
 */
export function DayAheadBidsPage() {
  const { t } = useTranslation('bids');
  const { env, params, search, setSearch } = useScreen('dayAheadBids');
  const { portfolioId } = params;
  const router = useRouter();
  const go = (id: string, replace = false) =>
    void router.navigate({ href: routeHref(env, 'dayAheadBids', { portfolioId, plantId: id }, search), replace });
  const { plants, plant } = usePlantOfRoute(portfolioId, params.plantId, (id) => go(id, true));
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? (plant ? defaultBidDate(Date.now(), plant.timezone) : '');
  const scope = { portfolioId, plantViewId: plant?.id ?? '' };
  const bid = useBidDay(scope, day);
  const setState = useSetBidState(scope);
  const rights = usePlantRights(portfolioId, plant);
  const canEdit = rights.editBidFiles;
  const tab = TABS.includes(search.tab as (typeof TABS)[number]) ? (search.tab as string) : 'curves';

  const header = (
    <Group justify="space-between" align="end">
      <Group gap="sm" align="end">
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Select
          label={t('plant')}
          data={(plants.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={plant?.id ?? null}
          onChange={(v) => v && go(v)}
          w={220}
          size="xs"
          allowDeselect={false}
          data-testid="bid-plant"
        />
        <TextInput
          label={t('date')}
          type="date"
          value={day}
          onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
          size="xs"
          w={150}
          data-testid="bid-date"
        />
      </Group>
      {bid.data && (
        <GateClosure
          deadline={bid.data.deadline}
          lastRun={bid.data.lastRun}
          zone={plant?.timezone ?? bid.data.timezone}
          source={bid.data.deadlineSource}
        />
      )}
    </Group>
  );

  if (plants.isError)
    return (
      <LoadError
        message={t('plantsFailed')}
        retryLabel={t('retry')}
        onRetry={() => void plants.refetch()}
        error={plants.error}
      />
    );
  if (plants.data && !plants.data.length)
    return (
      <Paper withBorder p="xl">
        <Text ta="center">{t('noPlants')}</Text>
      </Paper>
    );
  return (
    <Stack gap="md" data-testid="day-ahead-bids">
      {header}
      {bid.isError ? (
        <LoadError
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void bid.refetch()}
          error={bid.error}
        />
      ) : !bid.data || !plant ? (
        <Stack gap="sm" role="status" aria-label={t('loading')} data-testid="bids-loading">
          <Skeleton h={40} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <>
          <Group justify="space-between">
            <BidRunStatus
              scope={scope}
              date={day}
              run={bid.data.run}
              canEdit={canEdit}
              key={bid.data.run?.id ?? 'none'}
            />
            <Group gap="xs">
              {bid.data.state && (
                <Badge variant="light" data-testid="bid-state">
                  {t(`state.${bid.data.state}`)}
                </Badge>
              )}
              {bid.data.state && (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={!canEdit}
                  loading={setState.isPending}
                  onClick={() => setState.mutate({ date: day, state: bid.data!.state === 'final' ? 'draft' : 'final' })}
                  data-testid="bid-state-toggle"
                >
                  {t(bid.data.state === 'final' ? 'state.toDraft' : 'state.toFinal')}
                </Button>
              )}
              {bid.data.latest && (
                <Text size="xs" c="dimmed" data-testid="bid-latest">
                  {t('latest', {
                    number: bid.data.latest.number,
                    by: bid.data.latest.createdBy,
                    source: t(`versions.${bid.data.latest.source}`),
                  })}
                </Text>
              )}
            </Group>
          </Group>
          {!bid.data.latest && (
            <Paper withBorder p="md" data-testid="bid-empty">
              <Text ta="center" fw={600}>
                {t('empty.title')}
              </Text>
              <Text ta="center" size="sm" c="dimmed">
                {t('empty.help')}
              </Text>
            </Paper>
          )}
          <Tabs
            value={tab}
            onChange={(v) => setSearch({ tab: v === 'curves' ? '' : (v ?? '') }, { replace: true })}
            keepMounted={false}
          >
            <TabList tabs={TABS} label={(k) => t(`tabs.${k}`)} />
            <Tabs.Panel value="curves" pt="md">
              <BidEditor
                key={`${bid.data.bidDate}-${bid.data.latest?.id ?? 'none'}`}
                scope={scope}
                bid={bid.data}
                canEdit={canEdit}
              />
            </Tabs.Panel>
            <Tabs.Panel value="versions" pt="md">
              <BidVersions
                scope={scope}
                versions={bid.data.versions}
                units={bid.data.marketTimeUnits}
                zone={bid.data.timezone}
              />
            </Tabs.Panel>
            <Tabs.Panel value="area" pt="md">
              <AreaSumPanel portfolioId={portfolioId} area={bid.data.area} date={day} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
