import { useMemo } from 'react';
import { numericDateTime } from '@penstock/domain';
import { columnWidth, type DataTableModel } from '@/features/dataTable/utils/tableModel';
import { READ_ONLY_TEXTS } from '@/ui/readOnlyTooltips';
import type { EditorTable } from '../utils/editorTable';

interface Args {
  table: EditorTable;
  timezone: string;
  locale: string;
  /** Why a cell of the edited kind at ts is locked, or null. */
  denial: (ts: number) => string | null;
  userEmail: string | null;
  titleOf: (column: EditorTable['columns'][number]) => string;
}

/** The DataTable model of an edit table: times in the plant zone, rights as locked cells. */
export function useEditorModel({ table, timezone, locale, denial, userEmail, titleOf }: Args) {
  return useMemo(() => {
    const fmt = numericDateTime(timezone, locale);
    const labels: string[] = [];
    const timeLabel = (ts: number) => fmt.format(ts);
    const locked = table.rowTs.map((ts) => denial(ts) !== null);
    const model: DataTableModel = {
      columns: table.columns.map((c) => {
        const title = titleOf(c);
        return { id: c.id, title, editable: c.editable, width: columnWidth(title, 150) };
      }),
      rowCount: table.rowTs.length,
      rowLabel: (row) => (labels[row] ??= timeLabel(table.rowTs[row]!)),
      value: (row, col) => table.values[col]?.[row] ?? null,
      editedBy: (row, col) => {
        const by = table.overrideBy[col]?.[row] ?? null;
        return by && by !== userEmail ? by : null;
      },
      cellLocked: (row) => locked[row]!,
      lockReason: (row) => {
        const reason = denial(table.rowTs[row]!);
        return reason === 'no-write' ? READ_ONLY_TEXTS.field : reason;
      },
    };
    return { model, timeLabel, allLocked: locked.every(Boolean) };
  }, [table, timezone, locale, denial, userEmail, titleOf]);
}
