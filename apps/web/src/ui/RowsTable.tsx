import { Table, type TableProps, type TableTdProps, type TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Extra attributes of a row or cell, e.g. `data-component` for the tests and journeys. */
type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

export interface RowsColumn<T> {
  key: string;
  /** The column head; a table whose columns have no header has no head row. */
  header?: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers align right, head and cells alike. */
  align?: 'right';
  /** Attributes of every cell of the column (style, data-testid). */
  td?: TableTdProps & DataAttributes;
}

export interface RowsTableProps<T> extends Omit<TableProps, 'children' | 'data'> {
  rows: readonly T[];
  columns: readonly RowsColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  /** Attributes of a row (data-* for the tests, a style for a row shown dimmed). */
  rowProps?: (row: T) => TableTrProps & DataAttributes;
  [key: `data-${string}`]: string | undefined;
}

/**
 * A read-only table declared by its columns: one head cell and one cell per column, one row per
 * item. The sortable, filterable screen of a list is ListScreen; this is the plain table inside
 * cards, dialogs and details.
 */
export function RowsTable<T>({ rows, columns, rowKey, rowProps, ...table }: RowsTableProps<T>) {
  const withHead = columns.some((c) => c.header !== undefined);
  return (
    <Table {...table}>
      {withHead && (
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <Table.Td key={c.key} ta={c.align} {...c.td}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
