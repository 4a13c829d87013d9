import { describe, expect, it } from 'vitest';
import type { Point } from '@penstock/domain';
import { parseTsv } from '@/features/dataTable/utils/clipboardText';
import { applyEdits, createHistory, type EditHistory } from '@/features/dataTable/utils/editHistory';
import { pasteEdits, withoutHeader } from '@/features/dataTable/utils/pasteEdits';
import { isCellEditable } from '@/features/dataTable/utils/tableModel';
import { pointGridOptions } from '../testing/pointGridOptions';
import { pointColumnKeys, pointRows, pointTableModel } from './pointTableRows';

// The efficiency-curve editor's grid (issue 23): turb_eff_curves as discharge, efficiency, head rows.
const opts = pointGridOptions(['Discharge', 'Efficiency', 'Head'], 3);

function edit(saved: Point[], text: string, at = { row: 0, col: 0 }, h: EditHistory = createHistory()) {
  const model = pointTableModel('turb-eff-curves', { points: saved }, opts);
  const block = withoutHeader(parseTsv(text), model);
  const { edits } = pasteEdits(block, at, { rows: Math.max(model.rowCount, at.row + block.length), cols: 3 }, (r, c) =>
    isCellEditable(model, r, c),
  );
  const grown = pointTableModel('turb-eff-curves', { points: saved }, { ...opts, extraRows: block.length + 3 });
  const history = applyEdits(h, edits, model.value);
  return { history, rows: pointRows('turb-eff-curves', grown, history, null) };
}

describe('efficiency curves in the point-table grid', () => {
  it('has a head column, and a pasted table comes out sorted by head, then discharge', () => {
    expect(pointColumnKeys('turb-eff-curves')).toEqual(['x', 'y', 'head']);
    expect(pointColumnKeys('gen-eff-curve')).toEqual(['x', 'y']);
    const { rows } = edit([], 'Discharge\tEfficiency\tHead\n20\t93\t110\n10\t80\t90\n20\t91\t90\n10\t82\t110');
    expect(rows.points).toEqual([
      { x: 10, y: 80, head: 90 },
      { x: 20, y: 91, head: 90 },
      { x: 10, y: 82, head: 110 },
      { x: 20, y: 93, head: 110 },
    ]);
    expect(rows.errors).toEqual([]);
  });

  it('an efficiency above 100 % is an error on its grid row (nothing saves), a valid value clears it', () => {
    const saved = [
      { x: 10, y: 80, head: 90 },
      { x: 20, y: 91, head: 90 },
    ];
    const bad = edit(saved, '120', { row: 1, col: 1 });
    expect(bad.rows.errors).toEqual([
      expect.objectContaining({ row: 1, path: 'points.1.y', message: 'Point 2: efficiency 120 % is outside 0-100 %' }),
    ]);
    const good = edit(saved, '92', { row: 1, col: 1 }, bad.history);
    expect(good.rows.errors).toEqual([]);
    expect(good.rows.points[1]).toEqual({ x: 20, y: 92, head: 90 });
  });

  it('a point without its head, and a head with one point, are errors', () => {
    const { rows } = edit([], '10\t80\n20\t90\t100');
    expect(rows.errors.map((e) => e.message)).toEqual([
      'Point 1: every point needs the net head (m, above 0) its efficiency was measured at',
    ]);
  });
});
