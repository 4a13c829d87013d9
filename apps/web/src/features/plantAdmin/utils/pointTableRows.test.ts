import { describe, expect, it } from 'vitest';
import type { PointTable } from '@penstock/domain';
import { parseTsv } from '@/features/dataTable/utils/clipboardText';
import { applyEdits, createHistory, type EditHistory } from '@/features/dataTable/utils/editHistory';
import { pasteEdits, withoutHeader } from '@/features/dataTable/utils/pasteEdits';
import { isCellEditable } from '@/features/dataTable/utils/tableModel';
import { pointGridOptions } from '../testing/pointGridOptions';
import { pointRows, pointTableModel } from './pointTableRows';

const table = (points: PointTable['points'], kind: PointTable['kind'] = 'level-to-content'): PointTable => ({
  kind,
  component_id: 'c',
  points,
  warnings: [],
  version: 1,
  updated_by: null,
  updated_at: null,
});
const opts = pointGridOptions(['x', 'y', 'head'], 2);

/** Pastes spreadsheet text at (row, col) as the grid does, growing the table as needed. */
function paste(
  kind: PointTable['kind'],
  saved: PointTable,
  text: string,
  at = { row: 0, col: 0 },
  h: EditHistory = createHistory(),
) {
  const model = pointTableModel(kind, saved, opts);
  const block = withoutHeader(parseTsv(text), model);
  const rows = Math.max(model.rowCount, at.row + block.length);
  const { edits, overflow } = pasteEdits(block, at, { rows, cols: model.columns.length }, (r, c) =>
    isCellEditable(model, r, c),
  );
  const history = applyEdits(h, edits, model.value);
  const grown = pointTableModel(kind, saved, {
    ...opts,
    extraRows: Math.max(0, at.row + block.length - saved.points.length) + 2,
  });
  return { overflow, history, model: grown };
}

describe('point table in the data grid', () => {
  it('a pasted block of many rows grows the table, a header line is skipped, and the points come out sorted', () => {
    const lines = ['Level\tContent', ...Array.from({ length: 120 }, (_, i) => `${1900 - i}\t${(120 - i) * 1e5}`)].join(
      '\n',
    );
    const { overflow, history, model } = paste('level-to-content', table([]), lines);
    expect(overflow).toBe(false);
    const rows = pointRows('level-to-content', model, history, null);
    expect(rows.points).toHaveLength(120);
    expect(rows.points[0]).toEqual({ x: 1781, y: 1e5 });
    expect(rows.points.at(-1)).toEqual({ x: 1900, y: 120e5 });
    expect(rows.warnings).toEqual([]);
    expect(rows.incomplete).toEqual([]);
  });

  it('warns per point of a volume curve that does not rise, naming the grid row', () => {
    const saved = table([
      { x: 1750, y: 0 },
      { x: 1760, y: 4e6 },
      { x: 1770, y: 9e6 },
    ]);
    const { history, model } = paste('level-to-content', saved, '3e6', { row: 2, col: 1 });
    // "3e6" is not a number by the grid's rules: an invalid cell, not a point
    expect(pointRows('level-to-content', model, history, null).incomplete).toEqual([2]);
    const fixed = paste('level-to-content', saved, '3000000', { row: 2, col: 1 });
    const rows = pointRows('level-to-content', fixed.model, fixed.history, null);
    expect(rows.warnings).toEqual([
      expect.objectContaining({ row: 2, message: expect.stringMatching(/does not increase/) }),
    ]);
  });

  it('flags a turbine point whose efficiency is implausible, from its own head or the unit gross head', () => {
    const saved = table([], 'flow-to-power');
    const { history, model } = paste('flow-to-power', saved, '0\t0\n10\t50\t600\n20\t200\n');
    // 50 MW from 10 m3/s at 600 m is 85 %; 200 MW from 20 m3/s at the gross head of 600 m is 170 %
    const rows = pointRows('flow-to-power', model, history, 600);
    expect(rows.points).toEqual([
      { x: 0, y: 0, head: null },
      { x: 10, y: 50, head: 600 },
      { x: 20, y: 200, head: null },
    ]);
    expect(rows.warnings.map((w) => [w.row, w.message.slice(0, 14)])).toEqual([[2, 'Efficiency 170']]);
  });

  it('cleared rows drop out; a row with only one of x and y is incomplete', () => {
    const saved = table([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ]);
    const model = pointTableModel('opening-to-throughput', saved, opts);
    const h = applyEdits(
      createHistory(),
      [
        { row: 1, col: 0, value: null },
        { row: 1, col: 1, value: null },
        { row: 3, col: 0, value: 4 },
      ],
      model.value,
    );
    const rows = pointRows('opening-to-throughput', model, h, null);
    expect(rows.points).toEqual([
      { x: 1, y: 1 },
      { x: 3, y: 3 },
    ]);
    expect(rows.incomplete).toEqual([3]);
  });

  it('read-only: every cell is locked', () => {
    const model = pointTableModel('level-to-content', table([{ x: 1, y: 1 }]), { ...opts, canWrite: false });
    expect(isCellEditable(model, 0, 0)).toBe(false);
    expect(model.lockReason?.(0, 0)).toBe('no');
  });
});
