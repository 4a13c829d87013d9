import type { ExportTable } from '@penstock/domain';
import type { ReactNode } from 'react';

export type ExportCell = string | number | null;

/** How a column leaves in a CSV export: one or more columns, each header with its unit, e.g. "Value (MW)". */
export interface ListExportColumn<T> {
  header: string;
  value: (row: T) => ExportCell;
}

interface ExportableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  export?: readonly ListExportColumn<T>[];
}

const plain = (v: ReactNode): ExportCell => (typeof v === 'string' || typeof v === 'number' ? v : null);

/**
 * The rows as shown (filtered, sorted) as a table for CSV: a column's `export` when it declares one
 * (`[]` leaves it out), else its header and cell as they are when both are plain text or numbers
 * (a column drawn as a component without `export` is left out rather than written empty).
 */
export function listExportTable<T>(
  name: string,
  columns: readonly ExportableColumn<T>[],
  rows: readonly T[],
): ExportTable {
  const out: ListExportColumn<T>[] = columns.flatMap((c) => {
    if (c.export) return [...c.export];
    if (typeof c.header !== 'string') return [];
    const header = c.header;
    return rows.every((r) => {
      const v = c.cell(r);
      return v === null || v === undefined || typeof v === 'string' || typeof v === 'number';
    })
      ? [{ header, value: (r: T) => plain(c.cell(r)) }]
      : [];
  });
  return { name, columns: out.map((c) => c.header), rows: rows.map((r) => out.map((c) => c.value(r))) };
}
