import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { useActualsQuality } from '@/features/series/api/getActualsQuality';
import { seriesWindow } from '@/features/series/api/seriesWindow';
import { timeFormatter } from '@/features/series/utils/timeFormat';
import { QueryView, SkeletonRows } from '@/ui/QueryView';
import { RowsTable } from '@/ui/RowsTable';
import type { CockpitScope } from '../utils/cockpitScope';
import { ChartCard } from './ChartCard';
import { CoverageBar } from './CoverageBar';

const MAX_GAPS_LISTED = 5;

/** Gapless ranges and gaps of the actuals per component over the range. */
export function QualityTable({ scope }: { scope: CockpitScope }) {
  const { t, i18n } = useTranslation('cockpit');
  const q = useActualsQuality(scope.portfolioId, scope.plantViewId, scope.range, scope.timezone);
  const { startTs, endTs: rangeEnd } = seriesWindow(scope.range, scope.timezone);
  // Coverage is judged up to now: the future has no actuals yet, which is not a gap.
  const endTs = Math.max(startTs + 1, Math.min(rangeEnd, Date.now()));
  const fmt = timeFormatter(scope.timezone, i18n.language);
  const orDash = (ms: number | null) => (ms === null ? '–' : fmt(ms));
  // the quantity in words ("Gate opening", not gate_opening); a quantity without a label as it comes
  const quantity = (key: string) => t(`quality.quantities.${key}`, { defaultValue: key });
  const rows = (q.data?.components ?? []).filter((c) =>
    scope.keep({ componentId: c.component_id, componentType: c.component_type }),
  );
  const body = (
    <QueryView
      query={q}
      pending={<SkeletonRows height={24} />}
      errorText={t('quality.failed')}
      retryLabel={t('charts.retry')}
      isEmpty={() => !rows.length}
      empty={
        <Text c="dimmed" size="sm">
          {t('quality.empty')}
        </Text>
      }
    >
      {() => (
        <Table.ScrollContainer minWidth={720}>
          <RowsTable
            striped
            highlightOnHover
            verticalSpacing={6}
            fz="sm"
            data-testid="quality-table"
            rows={rows}
            rowKey={(c) => `${c.component_id}|${c.quantity}`}
            columns={[
              { key: 'component', header: t('quality.component'), cell: (c) => c.component_name },
              { key: 'quantity', header: t('quality.quantity'), cell: (c) => quantity(c.quantity) },
              {
                key: 'coverage',
                header: t('quality.coverage'),
                cell: (c) => (
                  <CoverageBar
                    ranges={c.gapless_data_ranges}
                    startTs={startTs}
                    endTs={endTs}
                    label={t('quality.coverage')}
                  />
                ),
              },
              { key: 'first', header: t('quality.first'), cell: (c) => orDash(c.first_data_point) },
              { key: 'last', header: t('quality.last'), cell: (c) => orDash(c.last_data_point) },
              { key: 'gaps', header: t('quality.gaps'), cell: (c) => c.numberOfGaps },
              {
                key: 'gapList',
                header: t('quality.gapList'),
                cell: (c) =>
                  c.gaps.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('quality.noGaps')}
                    </Text>
                  ) : (
                    <Text size="xs">
                      {c.gaps
                        .slice(0, MAX_GAPS_LISTED)
                        .map(([a, b]) => `${fmt(a)} – ${fmt(b)}`)
                        .join('; ')}
                      {c.gaps.length > MAX_GAPS_LISTED ? ` (+${c.gaps.length - MAX_GAPS_LISTED})` : ''}
                    </Text>
                  ),
              },
            ]}
          />
        </Table.ScrollContainer>
      )}
    </QueryView>
  );
  const exportMenu = (
    <ExportMenu
      fileName={`${scope.plantViewId} ${t('quality.title')}`}
      disabled={!rows.length}
      tables={(lib) => {
        const [zoneCol, isoCol] = lib.timeColumns(scope.timezone);
        const time = (ms: number | null) => (ms === null ? [null, null] : lib.timeCells(ms, scope.timezone));
        return [
          {
            name: t('quality.title'),
            columns: [
              t('quality.component'),
              t('quality.quantity'),
              `${t('quality.first')} ${zoneCol}`,
              `${t('quality.first')} ${isoCol}`,
              `${t('quality.last')} ${zoneCol}`,
              `${t('quality.last')} ${isoCol}`,
              t('quality.gaps'),
            ],
            rows: rows.map((c) => [
              c.component_name,
              quantity(c.quantity),
              ...time(c.first_data_point),
              ...time(c.last_data_point),
              c.numberOfGaps,
            ]),
          },
        ];
      }}
    />
  );
  return (
    <ChartCard title={t('quality.title')} aside={exportMenu}>
      {body}
    </ChartCard>
  );
}
