import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The water value table of one reservoir: a row per week, a column per filling; the current week's
 * row and the column nearest the current filling are marked, their crossing strongest.
 */
export function WaterValueTable({
  weeks,
  fillings,
  values,
  currentWeek,
  currentFilling,
  formatWeek,
  unit,
}: {
  weeks: number[];
  fillings: number[];
  values: (number | null)[][];
  currentWeek: number;
  currentFilling: number | null;
  formatWeek: (ts: number) => string;
  unit: string;
}) {
  const { t } = useTranslation('prices');
  const col =
    currentFilling === null
      ? -1
      : fillings.reduce(
          (best, f, i) => (Math.abs(f - currentFilling) < Math.abs(fillings[best] - currentFilling) ? i : best),
          0,
        );
  const mark = (w: number, i: number) =>
    w === currentWeek && i === col
      ? 'var(--mantine-color-red-2)'
      : w === currentWeek || i === col
        ? 'var(--mantine-color-red-0)'
        : undefined;
  return (
    <ScrollArea h={360} type="auto" data-testid="water-value-table">
      <Table
        striped={false}
        withTableBorder
        withColumnBorders
        stickyHeader
        fz="xs"
        aria-label={t('longTerm.tableLabel', { unit })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('longTerm.week')}</Table.Th>
            {fillings.map((f, i) => (
              <Table.Th
                key={f}
                ta="right"
                style={{ whiteSpace: 'nowrap', background: i === col ? 'var(--mantine-color-red-1)' : undefined }}
                aria-current={i === col ? 'true' : undefined}
              >
                {f} %
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((w, r) => (
            <Table.Tr key={w} aria-current={r === currentWeek ? 'date' : undefined}>
              <Table.Td
                style={{
                  whiteSpace: 'nowrap',
                  background: r === currentWeek ? 'var(--mantine-color-red-1)' : undefined,
                }}
              >
                {formatWeek(w)}
              </Table.Td>
              {fillings.map((f, i) => (
                <Table.Td key={f} ta="right" style={{ background: mark(r, i), fontVariantNumeric: 'tabular-nums' }}>
                  {values[r][i] === null ? '–' : values[r][i]!.toFixed(1)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
