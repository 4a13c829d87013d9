import { cellKey, currentEdits, type EditHistory, type EditValue } from './editHistory';

export interface DataTableColumn {
  id: string;
  title: string;
  /** Whether values of this column may be edited at all (rows and rights may still lock cells). */
  editable: boolean;
  /** px; default columnWidth(title) */
  width?: number;
}

/**
 * A column wide enough for its whole title (the grid draws headers on a canvas and cuts them:
 * "Hochalmspeicher level plan (m a.s.l." before; issue 27 item 17), within min and max px.
 * About 7.5 px per character of the header font, plus the header's padding.
 */
export const columnWidth = (title: string, min = 130, max = 420) =>
  Math.min(max, Math.max(min, Math.ceil(title.length * 7.5 + 32)));

/**
 * What the table shows. Rows and columns are data indexes; the table adds its own first column
 * with the row labels (times).
 */
export interface DataTableModel {
  columns: readonly DataTableColumn[];
  rowCount: number;
  rowLabel: (row: number) => string;
  /** The loaded value. */
  value: (row: number, col: number) => number | null;
  /** Who else changed the loaded value (an override by another user), or null. */
  editedBy?: (row: number, col: number) => string | null;
  rowDisabled?: (row: number) => boolean;
  /** Cells the user may not change (rights, time windows). */
  cellLocked?: (row: number, col: number) => boolean;
  /** Why a locked cell cannot be changed, shown on hover. */
  lockReason?: (row: number, col: number) => string | null;
  /** Width of the row-label column, px (default 150, for times). */
  rowLabelWidth?: number;
  /** A paste reaching below the last row adds rows (point tables) instead of the overflow warning. */
  growOnPaste?: boolean;
  /** 'skip': a pasted block whose first line holds no number is a spreadsheet's header line, left out. */
  pastedHeader?: 'skip';
}

/** Editable only if the column is editable, the row is not disabled and the cell is not locked. */
export const isCellEditable = (m: DataTableModel, row: number, col: number): boolean =>
  !!m.columns[col]?.editable && !m.rowDisabled?.(row) && !m.cellLocked?.(row, col);

/** The value a cell shows now: the edit in the current history state, else the loaded value. */
export function shownValue(m: DataTableModel, h: EditHistory, row: number, col: number): EditValue {
  const edits = currentEdits(h);
  const key = cellKey(row, col);
  return edits.has(key) ? edits.get(key)! : m.value(row, col);
}
