import { displayUnit } from '@/features/series/utils/formatValue';
import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptimizationRun } from '@penstock/domain';
import { formatNumber } from '../utils/formatRunFigures';
import { objectiveParts } from '../utils/objectiveParts';

const ROWS = [
  { key: 'revenue', sign: '' },
  { key: 'endWater', sign: '+' },
  { key: 'penalties', sign: '−' },
] as const;

/**
 * What the optimiser maximised for the selected run: market revenue, plus the value of the water
 * left at the end, minus penalties, each with its definition, summing to the objective.
 */
export function ObjectivePartsTable({
  run,
  currency,
}: {
  run: Pick<OptimizationRun, 'objective' | 'summary'>;
  /** the plant's (ISO 4217) */
  currency: string;
}) {
  const symbol = displayUnit(currency);
  const { t, i18n } = useTranslation('optimization');
  const parts = objectiveParts(run);
  if (!parts) return null;
  const l = i18n.language;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="objective-parts">
      <Text fw={600} size="sm" mb={4}>
        {t('objective.title')}
      </Text>
      <Table verticalSpacing={4} aria-label={t('objective.title')}>
        <Table.Tbody>
          {ROWS.map((r) => (
            <Table.Tr key={r.key} data-part={r.key}>
              <Table.Td w={24} c="dimmed">
                {r.sign}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(`objective.${r.key}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`objective.${r.key}Help`)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(parts[r.key], l)} {symbol}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-part="objective">
            <Table.Td c="dimmed">=</Table.Td>
            <Table.Td>
              <Text size="sm" fw={700}>
                {t('objective.objective')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('objective.objectiveHelp')}
              </Text>
            </Table.Td>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(parts.objective, l)} {symbol}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
