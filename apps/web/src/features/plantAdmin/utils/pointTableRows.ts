import {
  HEAD_CURVE_COLUMNS,
  headCurveErrors,
  headCurveWarnings,
  isHeadCurveKind,
  POINT_COLUMNS,
  pointWarnings,
  type HeadCurveKind,
  type Point,
  type PointTableKind,
  type PointWarning,
} from '@penstock/domain';
import { isInvalid, type EditHistory } from '@/features/dataTable/utils/editHistory';
import { columnWidth, shownValue, type DataTableModel } from '@/features/dataTable/utils/tableModel';

/** A table of the shared point-table editor: a component's point table or a head curve (issue 23). */
export type TableKind = PointTableKind | HeadCurveKind;
const columnsOf = (kind: TableKind) => (isHeadCurveKind(kind) ? HEAD_CURVE_COLUMNS[kind] : POINT_COLUMNS[kind]);

/** Grid columns of a point table: x, y and (flow-to-power, efficiency curves) the head of the point. */
export const pointColumnKeys = (kind: TableKind): ('x' | 'y' | 'head')[] =>
  columnsOf(kind).extra === 'head' ? ['x', 'y', 'head'] : ['x', 'y'];

/** Efficiency curves are tables per head: rows sorted by head, then x. */
const byHead = (a: Point, b: Point) => (a.head ?? -Infinity) - (b.head ?? -Infinity) || a.x - b.x;

export interface PointRows {
  /** The points the save sends: every complete row, sorted by x (as the server stores them). */
  points: Point[];
  /** Grid row (0-based) of each of `points`. */
  rowOf: number[];
  /** Rows with a value but without both x and y, or with text that is not a number. */
  incomplete: number[];
  /** Per-point warnings of the points as they will be saved, with the grid row they concern. */
  warnings: (PointWarning & { row: number })[];
  /** Head curves: the rule each point breaks (domain headCurveErrors; nothing is saved while there is one). */
  errors: (PointWarning & { row: number })[];
}

/**
 * What the grid holds now (loaded values with the edits on top) as the table that would be saved:
 * empty rows are left out, complete rows sorted by x, the rest reported as incomplete.
 */
export function pointRows(
  kind: TableKind,
  model: DataTableModel,
  history: EditHistory,
  grossHead: number | null,
): PointRows {
  const keys = pointColumnKeys(kind);
  const complete: { row: number; point: Point }[] = [];
  const incomplete: number[] = [];
  for (let row = 0; row < model.rowCount; row++) {
    const cells = keys.map((_, col) => shownValue(model, history, row, col));
    if (cells.every((c) => c === null)) continue;
    const [x, y, head] = cells;
    if (typeof x !== 'number' || typeof y !== 'number' || isInvalid(head)) incomplete.push(row);
    else
      complete.push({
        row,
        point: keys.length === 3 ? { x, y, head: (head as number | null | undefined) ?? null } : { x, y },
      });
  }
  complete.sort((a, b) => (isHeadCurveKind(kind) ? byHead(a.point, b.point) : a.point.x - b.point.x) || a.row - b.row);
  const points = complete.map((c) => c.point);
  const rowOf = complete.map((c) => c.row);
  const atRow = (w: PointWarning) => ({ ...w, row: rowOf[w.index] ?? 0 });
  if (isHeadCurveKind(kind))
    return {
      points,
      rowOf,
      incomplete,
      warnings: headCurveWarnings(kind, points).map(atRow),
      errors: headCurveErrors(kind, points).map(atRow),
    };
  return { points, rowOf, incomplete, warnings: pointWarnings(kind, points, grossHead).map(atRow), errors: [] };
}

/**
 * The DataTable model of a saved point table: one row per point plus `extraRows` blank rows to type
 * into (pasting below them adds rows); the row label is the point's number, marked when warned.
 */
export function pointTableModel(
  kind: TableKind,
  saved: { points: readonly Point[] },
  opts: { titles: string[]; extraRows: number; canWrite: boolean; warnedRows: ReadonlySet<number>; lockReason: string },
): DataTableModel {
  const keys = pointColumnKeys(kind);
  return {
    // three columns (efficiency curves) fit half a screen beside their chart only as wide as their titles
    columns: keys.map((k, i) => ({
      id: k,
      title: opts.titles[i]!,
      editable: true,
      width: keys.length > 2 ? columnWidth(opts.titles[i]!, 96, 170) : 150,
    })),
    rowCount: saved.points.length + opts.extraRows,
    rowLabel: (row) => (opts.warnedRows.has(row) ? `⚠ ${row + 1}` : String(row + 1)),
    rowLabelWidth: 64,
    value: (row, col) => {
      const p = saved.points[row];
      return p ? ((p[keys[col]!] as number | null | undefined) ?? null) : null;
    },
    cellLocked: () => !opts.canWrite,
    lockReason: () => opts.lockReason,
    growOnPaste: true,
    pastedHeader: 'skip',
  };
}
