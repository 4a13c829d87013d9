import { GridCellKind, type GridCell, type Item, type TextCell } from '@glideapps/glide-data-grid';
import { useCallback } from 'react';
import { cellKey, currentEdits, isInvalid, type EditHistory } from '../utils/editHistory';
import { formatClipboard, formatDisplay } from '../utils/formatNumber';
import { TABLE_COLORS, type TableColorName } from '../utils/tableColors';
import { isCellEditable, type DataTableModel } from '../utils/tableModel';

// One theme object per colour: Glide caches merged themes by identity, so cells must share them.
const THEMES = Object.fromEntries(
  Object.entries(TABLE_COLORS).map(([name, c]) => [name, { bgCell: c.bg, textDark: c.text }]),
) as Record<TableColorName, { bgCell: string; textDark: string }>;
const LABEL_THEME = { bgCell: '#f8f9fa' };

/** Glide's getCellContent: grid column 0 is the row label, the data columns follow. */
export function useTableCells(model: DataTableModel, history: EditHistory, conflicts: ReadonlySet<string> | undefined) {
  const edits = currentEdits(history);
  return useCallback(
    ([gridCol, row]: Item): GridCell => {
      if (gridCol === 0) {
        const label = model.rowLabel(row);
        return {
          kind: GridCellKind.Text,
          data: label,
          displayData: label,
          allowOverlay: false,
          readonly: true,
          themeOverride: LABEL_THEME,
        };
      }
      const col = gridCol - 1;
      const key = cellKey(row, col);
      const editable = isCellEditable(model, row, col);
      const edited = edits.has(key);
      const v = edited ? edits.get(key)! : model.value(row, col);
      const invalid = isInvalid(v);
      const num = invalid ? null : v;
      const by = edited ? null : (model.editedBy?.(row, col) ?? null);
      const color: TableColorName | null = conflicts?.has(key)
        ? 'conflict'
        : invalid
          ? 'invalid'
          : edited
            ? 'edited'
            : by
              ? 'editedByOther'
              : !editable
                ? 'readOnly'
                : null;
      const cell: TextCell = {
        kind: GridCellKind.Text,
        data: invalid ? v.invalid : formatClipboard(num),
        displayData: invalid ? `⚠ ${v.invalid}` : edited && num === null ? '—' : formatDisplay(num),
        allowOverlay: editable,
        readonly: !editable,
        copyData: invalid ? v.invalid : formatClipboard(num),
        contentAlign: 'right',
        themeOverride: color ? THEMES[color] : undefined,
      };
      return cell;
    },
    [model, edits, conflicts],
  );
}
