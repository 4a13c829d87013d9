import { Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyUnit } from '@penstock/domain';
import { displayUnit, formatValue } from '@/features/series/utils/formatValue';
import type { OverviewColumn } from '../utils/overviewColumns';
import type { PlantFiguresRow } from '../hooks/usePortfolioFigures';
import type { PlantFigures } from '../utils/overviewFigures';

/** Per plant view figures over the range and the portfolio totals; units in the column heads. */
export function OverviewTable({
  rows,
  totals,
  columns: COLUMNS,
  onOpen,
}: {
  rows: PlantFiguresRow[];
  totals: PlantFigures;
  /** overviewColumns(the portfolio's currency, or null with several) */
  columns: readonly OverviewColumn[];
  onOpen: (plantViewId: string) => void;
}) {
  const { t, i18n } = useTranslation('reporting');
  /** `currency`: the plant's, written in the cell when the column has no common currency */
  const cell = (figures: PlantFigures, c: OverviewColumn, currency?: string) => {
    const v = figures[c.key];
    const unit = c.plantUnit && currency ? displayUnit(moneyUnit(c.plantUnit, currency)) : undefined;
    return formatValue(v === null ? null : v * c.factor, unit, i18n.language);
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="overview-table" aria-label={t('overview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overview.plant')}</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c.key} ta="right">
                {c.key === 'averagePrice' ? (
                  <Tooltip label={t('overview.averagePriceHelp')} multiline w={280} withArrow>
                    <span style={{ textDecoration: 'underline dotted' }}>{t(`overview.col.${c.key}`)}</span>
                  </Tooltip>
                ) : (
                  t(`overview.col.${c.key}`)
                )}
                <Text span c="dimmed" size="xs" display="block">
                  {c.unit}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.plant.id}
              data-plant-row={r.plant.id}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(r.plant.id)}
            >
              <Table.Td>
                <Text size="sm" fw={600} c="primary.7">
                  {r.plant.name}
                </Text>
                {r.failed && (
                  <Text size="xs" c="destructive">
                    {t('overview.rowFailed')}
                  </Text>
                )}
              </Table.Td>
              {COLUMNS.map((c) => (
                <Table.Td key={c.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {r.pending ? <Skeleton h={14} w={60} ml="auto" /> : cell(r.figures, c, r.plant.currency)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="overview-total">
            <Table.Th>{t('overview.total')}</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {rows.some((r) => r.pending) ? <Skeleton h={14} w={60} ml="auto" /> : cell(totals, c)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
