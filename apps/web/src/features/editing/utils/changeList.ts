import type { EditableQuantity, OverrideCell } from '@penstock/domain';
import { currentEdits, isInvalid, parseCellKey, type EditHistory } from '../../dataTable/utils/editHistory';
import { formatDisplay } from '../../dataTable/utils/formatNumber';
import { changeSummary } from '../../../ui/changeSummary';
import type { EditorTable } from './editorTable';

export interface ChangeLine {
  row: number;
  col: number;
  ts: number;
  column: string;
  /** 'from X to Y', 'changed to Y' or 'deleted X' (spec 1 section 4), or NOTHING_TO_DELETE */
  text: string;
}

/** A cleared cell that holds no override: deleting leaves the stored value, so nothing is sent. */
export const NOTHING_TO_DELETE = 'no override, nothing to delete';

/**
 * The current edits as the save dialog lists them and as the override request sends them, in
 * column then time order. expected_previous is the value loaded into the table, so the server
 * refuses the save when someone changed it since. Invalid edits are not sendable: the caller
 * blocks saving while there are any. A cleared cell without an override is listed as such and not
 * sent (the server would change nothing).
 */
export function changeList(h: EditHistory, table: EditorTable): { lines: ChangeLine[]; cells: OverrideCell[] } {
  const lines: ChangeLine[] = [];
  const cells: OverrideCell[] = [];
  const entries = [...currentEdits(h)].map(([key, value]) => ({ ...parseCellKey(key), value }));
  entries.sort((a, b) => a.col - b.col || a.row - b.row);
  for (const { row, col, value } of entries) {
    if (isInvalid(value)) continue;
    const column = table.columns[col]!;
    const before = table.values[col]![row] ?? null;
    const ts = table.rowTs[row]!;
    // Deleting removes an override; a cell without one keeps its stored value ("deleted 0" was untrue).
    if (value === null && table.overrideBy[col]?.[row] == null) {
      lines.push({ row, col, ts, column: `${column.componentName} (${column.unit})`, text: NOTHING_TO_DELETE });
      continue;
    }
    lines.push({
      row,
      col,
      ts,
      column: `${column.componentName} (${column.unit})`,
      text: changeSummary(before, value, (v) => formatDisplay(v as number)),
    });
    cells.push({
      component_id: column.componentId,
      quantity: column.quantity as EditableQuantity,
      ts,
      value,
      expected_previous: before,
    });
  }
  return { lines, cells };
}
