import { Alert, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDropletOff, IconInfoCircle } from '@tabler/icons-react';
import { usePlantRights } from '@/features/portfolios/hooks/usePlantRights';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RangedScreen } from '@/features/rangePicker/components/RangedScreen';
import { useRangeWindow } from '@/features/rangePicker/hooks/useRangeWindow';
import { rangedTexts } from '@/features/rangePicker/utils/rangedTexts';
import { usePlantTopology } from '@/features/series/api/getPlantTopology';
import { usePlantOfRoute } from '@/features/shell/hooks/usePlantOfRoute';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import { useScreen } from '@/app/router/useScreen';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import { routeHref } from '@/features/shell/utils/routeHref';
import { ModuleGate } from '@/features/productModules/components/ModuleGate';
import { QueryView, selectQuery } from '@/ui/QueryView';
import { cardStates } from '@/ui/SkeletonCards';
import { isNoWaterValues, useWaterValues } from '../api/getWaterValues';
import { validTurbine, waterValueFrames } from '../utils/waterValueFrames';
import { LongTermPanel } from './LongTermPanel';

/**
 * Water value (/{env}/water-value/{portfolioId}/{plantViewId?}/{turbineId?}): the water values of
 * the newest optimisation run per reservoir and turbine over the range, and below them the plant's
 * long-term water values (curves, table, convergence; LongTermPanel). Without a plant the last
 * viewed (else the first) plant opens; a 400 from the server means the plant has no water values.
 */
export function WaterValuePage() {
  const { t, i18n } = useTranslation('prices');
  const { env, params, search } = useScreen('waterValue');
  const { portfolioId } = params;
  const router = useRouter();
  const go = (ids: { plantViewId?: string; turbineId?: string }, replace = false) =>
    void router.navigate({ href: routeHref(env, 'waterValue', { portfolioId, ...ids }, search), replace });
  const plantViewId = params.plantViewId;
  const { plants, plant, opening } = usePlantOfRoute(portfolioId, plantViewId, (id) => go({ plantViewId: id }, true));
  const zone = useDisplayTimezone({ plant: plant?.timezone, portfolioPlants: plants.data?.map((p) => p.timezone) });
  const { rangeParam, window } = useRangeWindow(zone.timezone);
  const topology = usePlantTopology(portfolioId, plantViewId);
  const turbines = useMemo(
    () =>
      topology.data?.control_units.filter((u) => u.redirect_id && (u.type === 'TURBINE' || u.type === 'PUMP_TURBINE')),
    [topology.data],
  );
  const turbineId = validTurbine(params.turbineId, turbines);
  const values = useWaterValues(portfolioId, plant?.id, turbineId, window);
  const frames = useMemo(() => waterValueFrames(values.data?.frames ?? []), [values.data]);
  const canWrite = usePlantRights(portfolioId, plant).write;
  const formatDate = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone.timezone }).format(
      ms,
    );

  // Pending also while the route is being pointed at the remembered or first plant.
  const plantQuery = {
    ...selectQuery(plants, () => plant ?? null),
    isPending: plants.isPending || opening,
  };
  const body = (
    <QueryView
      query={plantQuery}
      {...cardStates(t, { heights: [320], failed: 'water.failed', testId: 'water' })}
      empty={
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" fw={600}>
            {t('water.noPlants')}
          </Text>
        </Paper>
      }
    >
      {(plant) =>
        values.isError && isNoWaterValues(values.error) ? (
          <Paper withBorder p="xl" radius="md" data-testid="no-water-values">
            <Stack align="center" gap={4}>
              <IconDropletOff size={36} aria-hidden color="var(--mantine-color-secondary-5)" />
              <Text fw={600}>{t('water.none')}</Text>
              <Text size="sm" c="dimmed">
                {t('water.noneHelp')}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Paper
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={t('water.chartLabel', { plant: plant.name })}
          >
            <Group justify="space-between" mb="xs">
              {turbines && turbines.length > 0 ? (
                <SegmentedControl
                  size="xs"
                  value={turbineId ?? ''}
                  onChange={(v) => go({ plantViewId: plant.id, turbineId: v || undefined })}
                  data={[
                    { value: '', label: t('water.allComponents') },
                    ...turbines.map((u) => ({ value: u.id, label: u.name })),
                  ]}
                />
              ) : (
                <span />
              )}
              {values.data && (
                <Text size="xs" c="dimmed">
                  {t('water.run', { date: formatDate(values.data.createdAt) })}
                </Text>
              )}
            </Group>
            <Alert
              variant="light"
              color="info"
              icon={<IconInfoCircle size={18} aria-hidden />}
              mb="sm"
              data-testid="water-value-basis"
            >
              <Text size="sm">{t('water.whatSets')}</Text>
            </Alert>
            {values.data && (
              <Text size="sm" mb="xs" data-testid="water-value-long-term-run">
                {values.data.longTermRun
                  ? t('water.longTermRun', {
                      version: values.data.longTermRun.version,
                      date:
                        values.data.longTermRun.finishedAt !== null
                          ? formatDate(values.data.longTermRun.finishedAt)
                          : '',
                    })
                  : t('water.noLongTermRun')}
              </Text>
            )}
            <TimeSeriesChart
              ariaLabel={t('water.chartLabel', { plant: plant.name })}
              frames={frames}
              timezone={zone.timezone}
              status={values.status}
              refreshing={values.isFetching && values.isPlaceholderData}
              error={values.error}
              onRetry={() => void values.refetch()}
              locale={i18n.language}
              height={300}
              texts={{ failed: t('water.failed'), retry: t('retry'), empty: t('noData') }}
            />
          </Paper>
        )
      }
    </QueryView>
  );
  return (
    <RangedScreen {...rangedTexts(t, zone.timezone)} rangeParam={rangeParam}>
      <Stack gap="md">
        {plant ? (
          // the plan's water values are what Basic Production Planning sells: the upgrade alert without it
          <ModuleGate portfolioId={portfolioId} plantViewId={plant.id} feature="shortTermWaterValues">
            {body}
          </ModuleGate>
        ) : (
          body
        )}
        {plant && (
          <ModuleGate portfolioId={portfolioId} plantViewId={plant.id} feature="longTermWaterValues">
            <LongTermPanel
              portfolioId={portfolioId}
              plantViewId={plant.id}
              shortTermFrames={values.data?.frames ?? []}
              canWrite={canWrite}
              currency={plant.currency}
              timezone={zone.timezone}
              locale={i18n.language}
            />
          </ModuleGate>
        )}
      </Stack>
    </RangedScreen>
  );
}
