import { Alert, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDataRange } from '@penstock/domain';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { RangedScreen } from '@/features/rangePicker/components/RangedScreen';
import { useRangeWindow } from '@/features/rangePicker/hooks/useRangeWindow';
import { rangedTexts } from '@/features/rangePicker/utils/rangedTexts';
import { usePlantViewList } from '@/features/series/api/getPlantViewList';
import { TimeSeriesChart } from '@/features/series/components/TimeSeriesChart';
import { buildChartData } from '@/features/series/utils/chartData';
import type { DataFrame } from '@/features/series/utils/dataFrame';
import { useScreen } from '@/app/router/useScreen';
import { useDisplayTimezone } from '@/features/shell/hooks/useDisplayTimezone';
import { routeHref } from '@/features/shell/utils/routeHref';
import { LoadError } from '@/ui/LoadError';
import { QueryView } from '@/ui/QueryView';
import { usePortfolioFigures } from '../hooks/usePortfolioFigures';
import { overviewColumns } from '../utils/overviewColumns';
import { OverviewTable } from './OverviewTable';

const scaled = (v: number | null, factor: number) => (v === null ? null : v * factor);

/**
 * Portfolio overview (/{env}/portfolio/{portfolioId}): figures per plant view and totals over the
 * range; the figures and the generation series download as CSV or one Excel workbook.
 */
export function PortfolioOverviewPage() {
  const { t, i18n } = useTranslation('reporting');
  const {
    env,
    params: { portfolioId },
    search,
  } = useScreen('portfolioOverview');
  const router = useRouter();
  const plants = usePlantViewList(portfolioId);
  const zone = useDisplayTimezone({ portfolioPlants: plants.data?.map((p) => p.timezone) });
  const { rangeParam, window } = useRangeWindow(zone.timezone);
  const figures = usePortfolioFigures(portfolioId, plants.data ?? [], plants.data ? window : null);
  // the reserve revenue column only where a plant of the portfolio holds grid reserves (no column of dashes)
  const holdsReserves = figures.rows.some((r) => r.figures.reserveRevenueEUR !== null);
  const columns = overviewColumns(figures.currency).filter((c) => c.key !== 'reserveRevenueEUR' || holdsReserves);
  const actualPerPlant = useMemo(
    () => (figures.generation.data ?? []).filter((f) => f.kind === 'actual' && f.componentId !== null),
    [figures.generation.data],
  );
  const labelOf = useCallback((f: DataFrame) => f.componentName ?? t('overview.total'), [t]);
  const open = (plantViewId: string) =>
    void router.navigate({ href: routeHref(env, 'cockpitCharts', { portfolioId, plantViewId }, search) });

  const body = (
    <QueryView
      query={plants}
      pending={<Skeleton h={320} radius="md" data-testid="overview-loading" />}
      errorText={t('overview.plantsFailed')}
      empty={
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" fw={600} data-testid="overview-empty">
            {t('overview.empty')}
          </Text>
        </Paper>
      }
    >
      {() => (
        <>
          {figures.failed && !figures.pending && (
            <LoadError message={t('overview.someFailed')} onRetry={figures.refetch} error={figures.generation.error} />
          )}
          <Paper withBorder radius="md" p="md">
            <Group justify="flex-end" mb={4}>
              <ExportMenu
                excel
                disabled={figures.pending}
                fileName={`${portfolioId} ${t('overview.tableLabel')} ${formatDataRange(rangeParam.range)}`}
                tables={(lib) => [
                  {
                    name: t('export.figures'),
                    columns: [
                      t('overview.plant'),
                      ...columns.map((c) => `${t(`overview.col.${c.key}`)} (${c.unit || t('overview.plantCurrency')})`),
                      t('overview.currency'),
                    ],
                    rows: [
                      ...figures.rows.map((r) => [
                        r.plant.name,
                        ...columns.map((c) => scaled(r.figures[c.key], c.factor)),
                        r.plant.currency,
                      ]),
                      [
                        t('overview.total'),
                        ...columns.map((c) => scaled(figures.totals[c.key], c.factor)),
                        figures.currency ?? '',
                      ],
                    ],
                  },
                  lib.chartTable(t('overview.chartTitle'), buildChartData(actualPerPlant, [], labelOf), zone.timezone),
                ]}
              />
            </Group>
            {figures.currencyDetail && (
              <Alert color="warning" variant="light" mb="sm" data-testid="overview-currencies">
                {figures.currencyDetail}
              </Alert>
            )}
            <OverviewTable rows={figures.rows} totals={figures.totals} columns={columns} onOpen={open} />
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('overview.chartTitle')}>
            <Text fw={600} size="sm" mb="xs">
              {t('overview.chartTitle')}
            </Text>
            <TimeSeriesChart
              ariaLabel={t('overview.chartTitle')}
              frames={actualPerPlant}
              timezone={zone.timezone}
              status={figures.generation.status}
              refreshing={figures.generation.isFetching && !figures.generation.isPending}
              error={figures.generation.error}
              onRetry={() => void figures.generation.refetch()}
              height={220}
              labelOf={labelOf}
              locale={i18n.language}
              texts={{ empty: t('overview.noData'), failed: t('overview.chartFailed'), retry: t('retry') }}
            />
          </Paper>
        </>
      )}
    </QueryView>
  );
  return (
    <RangedScreen {...rangedTexts(t, zone.timezone, 'overview.timesIn')} rangeParam={rangeParam}>
      {body}
    </RangedScreen>
  );
}
