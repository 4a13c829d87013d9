import { displayUnit } from '@/features/series/utils/formatValue';
import { Paper, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
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
 * left at the end, minus penalties, each with its definition, summing to the objective. When a
 * long-term run's cuts valued the water left, its definition says so (naming the run) and two rows
 * under it split it into the reservoir contents by the cuts and the water in transit.
 */
export function ObjectivePartsTable({
  run,
  currency,
}: {
  run: Pick<OptimizationRun, 'objective' | 'summary'> & { inputs?: Pick<OptimizationRun['inputs'], 'long_term_run'> };
  /** the plant's (ISO 4217) */
  currency: string;
}) {
  const symbol = displayUnit(currency);
  const { t, i18n } = useTranslation('optimization');
  const parts = objectiveParts(run);
  if (!parts) return null;
  const l = i18n.language;
  const lt = parts.longTerm;
  const help = (key: (typeof ROWS)[number]['key']) =>
    key === 'endWater' && lt ? t('objective.endWaterLongTermHelp', { version: lt.version }) : t(`objective.${key}Help`);
  const amount = (v: number) => `${formatNumber(v, l)} ${symbol}`;
  const split =
    lt?.cuts !== undefined && lt.transit !== undefined
      ? [
          { key: 'endWaterCuts', label: t('objective.endWaterCuts', { version: lt.version }), value: lt.cuts },
          { key: 'endWaterTransit', label: t('objective.endWaterTransit'), value: lt.transit },
        ]
      : [];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="objective-parts">
      <Text fw={600} size="sm" mb={4}>
        {t('objective.title')}
      </Text>
      <Table verticalSpacing={4} aria-label={t('objective.title')}>
        <Table.Tbody>
          {ROWS.map((r) => (
            <Fragment key={r.key}>
              <Table.Tr data-part={r.key}>
                <Table.Td w={24} c="dimmed">
                  {r.sign}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`objective.${r.key}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {help(r.key)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {amount(parts[r.key])}
                </Table.Td>
              </Table.Tr>
              {r.key === 'endWater' &&
                split.map((p) => (
                  <Table.Tr key={p.key} data-part={p.key}>
                    <Table.Td />
                    <Table.Td pl="lg">
                      <Text size="xs">{p.label}</Text>
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      c="dimmed"
                      fz="xs"
                      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {amount(p.value)}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Fragment>
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
              {amount(parts.objective)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
