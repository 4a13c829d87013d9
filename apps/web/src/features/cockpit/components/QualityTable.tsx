import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/features/export/components/ExportMenu';
import { useActualsQuality } from '@/features/series/api/getActualsQuality';
import { seriesWindow } from '@/features/series/api/seriesWindow';
import { timeFormatter } from '@/features/series/utils/timeFormat';
import { QueryView, SkeletonRows } from '@/ui/QueryView';
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
          <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="quality-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quality.component')}</Table.Th>
                <Table.Th>{t('quality.quantity')}</Table.Th>
                <Table.Th>{t('quality.coverage')}</Table.Th>
                <Table.Th>{t('quality.first')}</Table.Th>
                <Table.Th>{t('quality.last')}</Table.Th>
                <Table.Th>{t('quality.gaps')}</Table.Th>
                <Table.Th>{t('quality.gapList')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={`${c.component_id}|${c.quantity}`}>
                  <Table.Td>{c.component_name}</Table.Td>
                  <Table.Td>{quantity(c.quantity)}</Table.Td>
                  <Table.Td>
                    <CoverageBar
                      ranges={c.gapless_data_ranges}
                      startTs={startTs}
                      endTs={endTs}
                      label={t('quality.coverage')}
                    />
                  </Table.Td>
                  <Table.Td>{c.first_data_point === null ? '–' : fmt(c.first_data_point)}</Table.Td>
                  <Table.Td>{c.last_data_point === null ? '–' : fmt(c.last_data_point)}</Table.Td>
                  <Table.Td>{c.numberOfGaps}</Table.Td>
                  <Table.Td>
                    {c.gaps.length === 0 ? (
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
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
