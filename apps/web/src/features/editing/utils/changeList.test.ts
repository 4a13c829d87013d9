import { describe, expect, it } from 'vitest';
import { applyEdits, createHistory } from '../../dataTable/utils/editHistory';
import { changeList, NOTHING_TO_DELETE } from './changeList';
import type { EditorTable } from './editorTable';

const table: EditorTable = {
  rowTs: [0, 3_600_000],
  columns: [
    {
      id: 'm1|power|plan',
      componentId: 'hochalm.m1',
      componentName: 'Hochalm M1',
      quantity: 'power',
      kind: 'plan',
      unit: 'MW',
      editable: true,
    },
  ],
  // row 0: the plan's own 0 MW; row 1: an override of 120 MW
  values: [[0, 120]],
  overrideBy: [[null, 'operator@penstock.demo']],
};
const cleared = (rows: number[]) =>
  applyEdits(
    createHistory(),
    rows.map((row) => ({ row, col: 0, value: null })),
    (row) => table.values[0]![row]!,
  );

describe('changeList (issue 27 item 17: deleting cells without overrides)', () => {
  it('lists a cleared cell without an override as nothing to delete and does not send it', () => {
    const { lines, cells } = changeList(cleared([0]), table);
    expect(lines.map((l) => l.text)).toEqual([NOTHING_TO_DELETE]);
    expect(cells).toEqual([]);
  });
  it('deletes an override', () => {
    const { lines, cells } = changeList(cleared([0, 1]), table);
    expect(lines.map((l) => l.text)).toEqual([NOTHING_TO_DELETE, 'deleted 120']);
    expect(cells).toEqual([
      { component_id: 'hochalm.m1', quantity: 'power', ts: 3_600_000, value: null, expected_previous: 120 },
    ]);
  });
});
