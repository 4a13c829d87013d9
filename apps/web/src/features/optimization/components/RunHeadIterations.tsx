import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';
import { formatNumber } from '../utils/formatRunFigures';

type HeadSummary = NonNullable<NonNullable<OptimizationRun['summary']>['head']>;

/**
 * The head model's successive linearisation of a run (issue 23): per iteration its kind (on/off
 * free or fixed), the LP's objective, the plan valued at its own head and the largest net head
 * change; below, the stored objective (the physical value) against the last linearised LP's.
 */
export function RunHeadIterations({ head, objective }: { head: HeadSummary; objective: number | null }) {
  const { t, i18n } = useTranslation('optimization');
  const l = i18n.language;
  return (
    <div data-testid="run-head">
      <Text size="sm" fw={600} mt="xs">
        {t('head.title', { count: head.iterations.length })}
      </Text>
      <Table fz="xs" striped withTableBorder mt={4} data-testid="run-head-iterations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('head.kind')}</Table.Th>
            <Table.Th ta="right">{t('head.lp')}</Table.Th>
            <Table.Th ta="right">{t('head.physical')}</Table.Th>
            <Table.Th ta="right">{t('head.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {head.iterations.map((it, i) => (
            <Table.Tr key={i}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{t(`head.${it.kind}`)}</Table.Td>
              <Table.Td ta="right">{formatNumber(it.objective, l, 2)}</Table.Td>
              <Table.Td ta="right">{formatNumber(it.physical_objective, l, 2)}</Table.Td>
              <Table.Td ta="right">{formatNumber(it.max_head_change_m, l, 3)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {t('head.help', {
          objective: formatNumber(objective, l, 2),
          linearised: formatNumber(head.linearised_objective, l, 2),
          difference: formatNumber(objective === null ? null : objective - head.linearised_objective, l, 2),
        })}
      </Text>
    </div>
  );
}
