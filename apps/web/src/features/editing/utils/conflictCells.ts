import { cellKey } from '../../dataTable/utils/editHistory';
import type { EditorTable } from './editorTable';

/** The table cells (row:col keys) a 409 (or a per-cell 400) answer names. */
export function conflictCells<C extends { component_id?: string; quantity?: string; ts: number }>(
  conflicts: readonly C[],
  table: EditorTable,
): Set<string> {
  const rows = new Map(table.rowTs.map((t, i) => [t, i]));
  const out = new Set<string>();
  for (const c of conflicts) {
    const row = rows.get(c.ts);
    const col = table.columns.findIndex(
      (k) => k.editable && k.componentId === c.component_id && k.quantity === c.quantity,
    );
    if (row !== undefined && col >= 0) out.add(cellKey(row, col));
  }
  return out;
}
