import type { CellEdit, EditValue } from './editHistory';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The fill handle: the source block repeats over the destination, down or across (the destination
 * contains the source). Read-only cells are skipped.
 */
export function fillEdits(
  source: Rect,
  destination: Rect,
  valueAt: (row: number, col: number) => EditValue,
  editable: (row: number, col: number) => boolean,
): CellEdit[] {
  const edits: CellEdit[] = [];
  for (let row = destination.y; row < destination.y + destination.height; row++) {
    for (let col = destination.x; col < destination.x + destination.width; col++) {
      const inSource =
        row >= source.y && row < source.y + source.height && col >= source.x && col < source.x + source.width;
      if (inSource || !editable(row, col)) continue;
      const sr = source.y + mod(row - source.y, source.height);
      const sc = source.x + mod(col - source.x, source.width);
      edits.push({ row, col, value: valueAt(sr, sc) });
    }
  }
  return edits;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;
