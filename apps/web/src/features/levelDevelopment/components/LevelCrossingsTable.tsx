import { Table, Text } from '@mantine/core';
import type { LevelDevelopmentTask } from '@penstock/domain';
import { useTranslation } from 'react-i18next';
import { timeFormatter } from '@/features/series/utils/timeFormat';

type Crossing = NonNullable<LevelDevelopmentTask['result']>['crossings'][number];

const round = (v: number) => (Math.abs(v) >= 1000 ? Math.round(v).toLocaleString() : v.toFixed(2));

/** Where the simulated level or content leaves a limit or constraint: from when, until when, by how much. */
export function LevelCrossingsTable({ crossings, timezone }: { crossings: readonly Crossing[]; timezone: string }) {
  const { t, i18n } = useTranslation('levelDevelopment');
  if (!crossings.length)
    return (
      <Text size="sm" c="dimmed" data-testid="level-crossings-none">
        {t('noCrossings')}
      </Text>
    );
  const time = timeFormatter(timezone, i18n.language);
  return (
    <Table striped withTableBorder aria-label={t('crossings')} data-testid="level-crossings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('time')}</Table.Th>
          <Table.Th>{t('until')}</Table.Th>
          <Table.Th>{t('reservoir')}</Table.Th>
          <Table.Th>{t('limit')}</Table.Th>
          <Table.Th>{t('value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {crossings.map((c) => (
          <Table.Tr key={`${c.reservoir_id}|${c.source}|${c.kind}|${c.ts}`}>
            <Table.Td>{time(c.ts)}</Table.Td>
            <Table.Td>{c.until === null ? t('open') : time(c.until)}</Table.Td>
            <Table.Td>{c.reservoir_name}</Table.Td>
            <Table.Td>
              {c.label}: {t(`kind.${c.kind}`, { limit: round(c.limit) })}
            </Table.Td>
            <Table.Td>{round(c.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
