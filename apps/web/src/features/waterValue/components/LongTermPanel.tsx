import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { isRunActive } from '@penstock/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { failureTexts, QueryView, selectQuery } from '@/ui/QueryView';
import { useLongTermRuns } from '../api/getLongTermRuns';
import { noWaterValuesAsNull } from '../api/getWaterValues';
import { useWaterValueTable } from '../api/getWaterValueTable';
import { longTermRunsApi } from '../api/longTermRunsApi';
import { useTableFollowsRuns } from '../hooks/useTableFollowsRuns';
import { currentWeekIndex } from '../utils/curveGeometry';
import { ConvergenceChart } from './ConvergenceChart';
import { WaterValueCurves } from './WaterValueCurves';
import { WaterValueTable } from './WaterValueTable';

/** Weeks drawn as curves: this week, the next three, and a quarter and half a year ahead. */
const CURVE_OFFSETS = [0, 1, 2, 3, 13, 26];

/** The latest short-term plan's water value of a reservoir (per MWh, or per m3): its newest value in the shown range. */
function latestShortTerm(
  frames: readonly DataFrame[],
  reservoirId: string,
  quantity: 'water_value' | 'water_value_m3',
): number | null {
  const f = frames.find((x) => x.componentId === reservoirId && x.quantity === quantity);
  if (!f) return null;
  for (let i = f.values.length - 1; i >= 0; i--) if (f.values[i] !== null) return f.values[i];
  return null;
}

/**
 * Long-term water values of the plant (issue 14): per reservoir the curves against filling for this
 * and coming weeks with the current filling and the short-term plan's value marked, the table, and
 * the convergence of the last run; a button queues a new run for users who may write.
 */
export function LongTermPanel({
  portfolioId,
  plantViewId,
  shortTermFrames,
  canWrite,
  currency,
  timezone,
  locale,
}: {
  portfolioId: string;
  plantViewId: string;
  shortTermFrames: readonly DataFrame[];
  canWrite: boolean;
  /** the plant's (ISO 4217): the long-term values are in it */
  currency: string;
  timezone: string;
  locale: string;
}) {
  const { t } = useTranslation('prices');
  const table = useWaterValueTable(portfolioId, plantViewId);
  const runs = useLongTermRuns(portfolioId, plantViewId);
  const start = longTermRunsApi.useStart(portfolioId, plantViewId, {
    success: t('longTerm.toast.started'),
    error: { title: t('longTerm.toast.failedTitle'), generic: t('longTerm.toast.failed') },
  });
  const [picked, setPicked] = useState<string | null>(null);
  const reservoirs = table.data?.reservoirs ?? [];
  const reservoir = reservoirs.find((r) => r.component_id === picked) ?? reservoirs[0];
  const active = runs.data?.find(isRunActive);
  const lastDone = runs.data?.find((r) => r.status === 'succeeded');
  useTableFollowsRuns(portfolioId, plantViewId, lastDone, {
    isPending: table.isPending,
    shownVersion: table.data?.run_version ?? null,
  });
  const fmtWeek = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: timezone }),
    [locale, timezone],
  );

  const header = (
    <Group justify="space-between" mb="sm">
      <Group gap="xs">
        <IconChartLine size={20} aria-hidden />
        <Title order={3} size="h4">
          {t('longTerm.title')}
        </Title>
        {table.data && (
          <Badge variant="light">
            {t('longTerm.runBadge', {
              version: table.data.run_version,
              method: (table.data.method ?? '').toUpperCase(),
            })}
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        {active && (
          <Text size="xs" c="dimmed" data-testid="long-term-active">
            {t('longTerm.active', {
              status: t(`longTerm.status.${active.status}`),
              percent: Math.round(active.progress * 100),
            })}
          </Text>
        )}
        {canWrite && (
          <Button
            size="xs"
            variant="light"
            loading={start.isPending}
            disabled={!!active}
            onClick={() => start.mutate()}
          >
            {t('longTerm.start')}
          </Button>
        )}
      </Group>
    </Group>
  );

  const show = (reservoir: (typeof reservoirs)[number]) => {
    const week = currentWeekIndex(reservoir.weeks, Date.now());
    // a reservoir with no turbine below (e.g. the lower basin of a pumped storage) has no value per MWh: per 1000 m3 instead
    const perMwh = reservoir.values_eur_per_mwh.some((row) => row.some((v) => v !== null));
    const unit = perMwh ? `${currency}/MWh` : `${currency}/1000 m3`;
    const grid = perMwh
      ? reservoir.values_eur_per_mwh
      : reservoir.values_eur_per_m3.map((row) => row.map((v) => v * 1000));
    const st = latestShortTerm(shortTermFrames, reservoir.component_id, perMwh ? 'water_value' : 'water_value_m3');
    const shortTerm = st === null ? null : perMwh ? st : st * 1000;
    const curves = CURVE_OFFSETS.filter((o) => week + o < reservoir.weeks.length).map((o) => ({
      label:
        o === 0 ? t('longTerm.thisWeek') : t('longTerm.weekOf', { date: fmtWeek.format(reservoir.weeks[week + o]) }),
      values: grid[week + o],
    }));
    return (
      <Stack gap="md">
        {reservoirs.length > 1 && (
          <SegmentedControl
            size="xs"
            value={reservoir.component_id}
            onChange={setPicked}
            data={reservoirs.map((r) => ({ value: r.component_id, label: r.component_name }))}
          />
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('longTerm.curvesTitle', { reservoir: reservoir.component_name })}
            </Text>
            <WaterValueCurves
              fillings={reservoir.filling_percent}
              curves={curves}
              currentFilling={reservoir.current_filling_percent}
              shortTerm={shortTerm}
              unit={unit}
              ariaLabel={t('longTerm.curvesTitle', { reservoir: reservoir.component_name })}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {shortTerm === null
                ? t('longTerm.noShortTerm')
                : t('longTerm.shortTermBeside', { value: shortTerm.toFixed(1), unit })}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('longTerm.convergenceTitle')}
            </Text>
            {lastDone && lastDone.method === 'sdp' ? (
              <Text size="xs" c="dimmed" data-testid="convergence-summary">
                {t('longTerm.sdpExact', {
                  value: ((lastDone.upper_bound ?? 0) / 1e6).toFixed(3),
                  seconds: ((lastDone.duration_ms ?? 0) / 1000).toFixed(1),
                })}
              </Text>
            ) : lastDone && lastDone.iterations.length > 0 ? (
              <>
                <ConvergenceChart
                  points={lastDone.iterations}
                  currency={currency}
                  ariaLabel={t('longTerm.convergenceTitle')}
                />
                <Text size="xs" c="dimmed" mt={4} data-testid="convergence-summary">
                  {t('longTerm.convergence', {
                    iterations: lastDone.iterations[lastDone.iterations.length - 1].iteration,
                    upper: ((lastDone.upper_bound ?? 0) / 1e6).toFixed(3),
                    lower: ((lastDone.lower_bound ?? 0) / 1e6).toFixed(3),
                    ci: ((lastDone.lower_bound_ci ?? 0) / 1e6).toFixed(3),
                    gap: lastDone.upper_bound
                      ? (
                          (100 * ((lastDone.upper_bound ?? 0) - (lastDone.lower_bound ?? 0))) /
                          Math.abs(lastDone.upper_bound)
                        ).toFixed(2)
                      : '–',
                    seconds: ((lastDone.duration_ms ?? 0) / 1000).toFixed(1),
                  })}
                </Text>
              </>
            ) : (
              <Text size="xs" c="dimmed">
                {t('longTerm.noConvergence')}
              </Text>
            )}
          </div>
        </SimpleGrid>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('longTerm.tableTitle', { reservoir: reservoir.component_name, unit })}
          </Text>
          <WaterValueTable
            weeks={reservoir.weeks}
            fillings={reservoir.filling_percent}
            values={grid}
            currentWeek={week}
            currentFilling={reservoir.current_filling_percent}
            formatWeek={(ts) => fmtWeek.format(ts)}
            unit={unit}
          />
        </div>
      </Stack>
    );
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('longTerm.title')}
      data-testid="long-term-panel"
    >
      {header}
      <QueryView
        query={selectQuery(noWaterValuesAsNull(table), (data) => (data && reservoir) ?? null)}
        pending={<Skeleton h={300} radius="md" data-testid="long-term-loading" />}
        {...failureTexts(t, 'longTerm.failed')}
        empty={
          table.data ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('longTerm.noReservoirs')}
            </Text>
          ) : (
            <Text c="dimmed" ta="center" py="lg" data-testid="no-long-term-values">
              {t('longTerm.none')}
            </Text>
          )
        }
      >
        {show}
      </QueryView>
    </Paper>
  );
}
