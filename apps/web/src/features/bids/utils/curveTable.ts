import type { BidCurvePoint } from '@penstock/domain';
import { isInvalid, type EditHistory } from '@/features/dataTable/utils/editHistory';
import { shownValue, type DataTableModel } from '@/features/dataTable/utils/tableModel';

/** Blank rows below a curve's points, to type or paste new points into. */
export const BLANK_ROWS = 3;

/**
 * The shared data table's model of one quarter-hour's curve: a row per point (price, volume), blank
 * rows below; pasting below them adds rows, a spreadsheet's header line is skipped.
 */
export function curveTableModel(
  points: readonly BidCurvePoint[],
  opts: { titles: [string, string]; extraRows: number; canEdit: boolean; lockReason: string },
): DataTableModel {
  return {
    columns: [
      { id: 'price', title: opts.titles[0], editable: true, width: 170 },
      { id: 'volume', title: opts.titles[1], editable: true, width: 150 },
    ],
    rowCount: points.length + opts.extraRows,
    rowLabel: (row) => String(row + 1),
    rowLabelWidth: 64,
    value: (row, col) => {
      const p = points[row];
      return p ? (col === 0 ? p.price : p.volume) : null;
    },
    cellLocked: () => !opts.canEdit,
    lockReason: () => opts.lockReason,
    growOnPaste: true,
    pastedHeader: 'skip',
  };
}

/**
 * The curve the table holds now (loaded points with the edits on top): empty rows left out, complete
 * rows sorted by price (as the exchange reads them); rows with one value only or text are incomplete.
 */
export function curveFromTable(
  model: DataTableModel,
  history: EditHistory,
): { points: BidCurvePoint[]; incomplete: number[] } {
  const rows: { row: number; point: BidCurvePoint }[] = [];
  const incomplete: number[] = [];
  for (let row = 0; row < model.rowCount; row++) {
    const price = shownValue(model, history, row, 0);
    const volume = shownValue(model, history, row, 1);
    if (price === null && volume === null) continue;
    if (typeof price !== 'number' || typeof volume !== 'number' || isInvalid(price) || isInvalid(volume))
      incomplete.push(row);
    else rows.push({ row, point: { price, volume } });
  }
  rows.sort((a, b) => a.point.price - b.point.price || a.row - b.row);
  return { points: rows.map((r) => r.point), incomplete };
}
