import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatConstraintValue, type Violation } from '@penstock/domain';

const kind = (v: Violation): 'ratio' | 'other' => (v.unit === 'ratio' ? 'ratio' : 'other');

/** One table of violations (upcoming or past): where, which constraint, when, how far from the limit. */
export function ViolationsTable({ rows, zone, empty, testId }: { rows: readonly Violation[]; zone: string; empty: string; testId: string }) {
  const { t, i18n } = useTranslation('violations');
  const when = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  if (!rows.length) return <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" fz="sm" data-testid={testId} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {(['plant', 'component', 'type', 'start', 'end', 'hours', 'worst', 'limit', 'source'] as const).map((k) => (
              <Table.Th key={k} ta={['hours', 'worst', 'limit'].includes(k) ? 'right' : 'left'}>{t(`column.${k}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((v) => (
            <Table.Tr key={v.id} data-violation={v.constraint_id}>
              <Table.Td>{v.plant_name}</Table.Td>
              <Table.Td>{v.component_name}</Table.Td>
              <Table.Td>{v.type_display_name}</Table.Td>
              <Table.Td>{when.format(v.start)}</Table.Td>
              <Table.Td>{when.format(v.end)}</Table.Td>
              <Table.Td ta="right">{Math.round((v.end - v.start) / 3_600_000)}</Table.Td>
              <Table.Td ta="right" c="red.8">{formatConstraintValue(v.worst_value, kind(v), v.unit, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatConstraintValue(v.limit_value, kind(v), v.unit, i18n.language)}</Table.Td>
              {/* the label's own width, so a narrow table does not cut it to 'ACTUA...' */}
              <Table.Td><Badge variant="light" color={v.source === 'plan' ? 'blue' : 'gray'} styles={{ label: { overflow: 'visible' } }}>{t(`source.${v.source}`)}</Badge></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
