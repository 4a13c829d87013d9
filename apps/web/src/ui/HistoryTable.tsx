import { Table, type MantineFontSize } from '@mantine/core';
import type { HistoryEntry } from '@penstock/domain';
import type { ReactNode } from 'react';

/**
 * The changes of an entity (`GET .../history`, newest first) as a table: when, who, and two columns
 * the caller fills (what changed and how), one row per version.
 */
export function HistoryTable({
  entries,
  headers,
  when,
  what,
  change,
  label,
  testId,
  fz,
  nowrapWhen = false,
}: {
  entries: readonly HistoryEntry[];
  headers: { when: string; who: string; what: string; change: string };
  when: (e: HistoryEntry) => string;
  what: (e: HistoryEntry) => ReactNode;
  change: (e: HistoryEntry) => ReactNode;
  label: string;
  testId: string;
  fz?: MantineFontSize;
  /** Keeps the time on one line (a dialog with long change lists). */
  nowrapWhen?: boolean;
}) {
  return (
    <Table fz={fz} aria-label={label} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{headers.when}</Table.Th>
          <Table.Th>{headers.who}</Table.Th>
          <Table.Th>{headers.what}</Table.Th>
          <Table.Th>{headers.change}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={`${e.entity_id}:${e.version}`}>
            <Table.Td style={nowrapWhen ? { whiteSpace: 'nowrap' } : undefined}>{when(e)}</Table.Td>
            <Table.Td>{e.changed_by ?? '–'}</Table.Td>
            <Table.Td>{what(e)}</Table.Td>
            <Table.Td>{change(e)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
