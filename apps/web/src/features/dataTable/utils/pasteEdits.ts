import { editValueFromText, type CellEdit } from './editHistory';
import { checkNumberText } from './numberRules';
import type { DataTableModel } from './tableModel';

export interface PasteResult {
  edits: CellEdit[];
  /** Part of the block fell outside the table (rows or columns): the spec's warning toast applies. */
  overflow: boolean;
}

/**
 * Where a pasted block lands: from the target cell right and down. Cells outside the table count as
 * overflow; read-only cells inside it are skipped (they keep their value). A single pasted value
 * fills a larger selection.
 */
export function pasteEdits(
  block: readonly (readonly string[])[],
  target: { row: number; col: number },
  size: { rows: number; cols: number },
  editable: (row: number, col: number) => boolean,
  selection?: { rows: number; cols: number },
): PasteResult {
  const edits: CellEdit[] = [];
  let overflow = false;
  if (block.length === 1 && block[0]!.length === 1 && selection && selection.rows * selection.cols > 1) {
    const value = editValueFromText(block[0]![0]!);
    for (let r = target.row; r < Math.min(size.rows, target.row + selection.rows); r++)
      for (let c = target.col; c < Math.min(size.cols, target.col + selection.cols); c++)
        if (editable(r, c)) edits.push({ row: r, col: c, value });
    return { edits, overflow: false };
  }
  for (let i = 0; i < block.length; i++) {
    const row = target.row + i;
    const line = block[i]!;
    if (row >= size.rows) {
      overflow = true;
      break;
    }
    for (let j = 0; j < line.length; j++) {
      const col = target.col + j;
      if (col >= size.cols) {
        overflow = true;
        break;
      }
      if (editable(row, col)) edits.push({ row, col, value: editValueFromText(line[j]!) });
    }
  }
  return { edits, overflow };
}

/** The block without a leading header line (no cell a number) where the model asks for it (`pastedHeader: 'skip'`). */
export function withoutHeader(block: string[][], model: Pick<DataTableModel, 'pastedHeader'>): string[][] {
  return model.pastedHeader === 'skip' && block.length > 1 && block[0]!.every((c) => !checkNumberText(c).ok)
    ? block.slice(1)
    : block;
}
