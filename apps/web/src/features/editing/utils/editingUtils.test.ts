import { describe, expect, it } from 'vitest';
import { COCKPIT_EDIT_MODES, type OverrideInfoFrame } from '@penstock/domain';
import { applyEdits, createHistory } from '../../dataTable/utils/editHistory';
import { changeList } from './changeList';
import { conflictCells } from './conflictCells';
import { editModeOf, editModeSpec } from './editModes';
import { buildEditorTable, hourRows } from './editorTable';

const H = 3_600_000;
const frame = (
  id: string,
  kind: 'actual' | 'plan',
  values: (number | null)[],
  by: (string | null)[] = values.map(() => null),
): OverrideInfoFrame => ({
  component_id: id,
  component_name: id.toUpperCase(),
  component_type: 'TURBINE',
  quantity: 'power',
  kind,
  unit: 'MW',
  time: values.map((_, i) => i * H),
  values,
  original: values,
  override: by.map(() => null),
  override_by: by,
  overridden_at: by.map(() => null),
  run_id: by.map(() => null),
});

describe('edit modes', () => {
  it('maps all twelve modes', () => {
    for (const mode of COCKPIT_EDIT_MODES) {
      const s = editModeSpec(mode);
      expect(editModeOf(s.base, s.kind)).toBe(mode);
      expect(s.kind).toBe(mode.endsWith('-plan') ? 'plan' : 'actual');
    }
    expect(editModeSpec('level-plan')).toMatchObject({
      quantity: 'level',
      componentTypes: ['RESERVOIR'],
      referenceKind: 'actual',
    });
    expect(editModeSpec('generation')).toMatchObject({ quantity: 'power', componentTypes: ['TURBINE'] });
    expect(editModeSpec('inflow-plan')).toMatchObject({
      quantity: 'inflow',
      kind: 'plan',
      componentTypes: ['RESERVOIR'],
    });
  });

  it('consumption is the pumping power and pumped flow of pumps and pump turbines; mixed has every unit with power', () => {
    for (const mode of ['consumption', 'consumption-plan'] as const) {
      expect(editModeSpec(mode)).toMatchObject({
        quantity: 'power',
        quantities: ['power', 'discharge'],
        componentTypes: ['PUMP', 'PUMP_TURBINE'],
      });
    }
    expect(editModeSpec('mixed-plan').componentTypes).toEqual(['TURBINE', 'PUMP', 'PUMP_TURBINE']);
    const spec = editModeSpec('consumption-plan');
    const pt = (quantity: 'power' | 'discharge', kind: 'actual' | 'plan', values: number[]): OverrideInfoFrame => ({
      ...frame('pt1', kind, values),
      component_type: 'PUMP_TURBINE',
      quantity,
      unit: quantity === 'power' ? 'MW' : 'm3/s',
    });
    const keep = (f: OverrideInfoFrame) => spec.componentTypes.includes(f.component_type);
    const table = buildEditorTable(
      hourRows(0, 2 * H),
      [pt('power', 'plan', [-220, 150]), pt('discharge', 'plan', [-34, 28]), frame('t1', 'plan', [5, 5])],
      [pt('power', 'actual', [-219, 149])],
      keep,
    );
    expect(table.columns.map((c) => `${c.componentId} ${c.quantity} ${c.kind} ${c.editable}`)).toEqual([
      'pt1 power plan true',
      'pt1 discharge plan true',
      'pt1 power actual false',
    ]);
    expect(table.values[0]).toEqual([-220, 150]);
  });
});

describe('editor table', () => {
  const rows = hourRows(0, 3 * H);
  const table = buildEditorTable(
    rows,
    [frame('t1', 'plan', [1, null, 3], [null, null, 'eve@x'])],
    [frame('t1', 'actual', [1.5, 2, 2.5])],
    () => true,
  );
  it('puts the edited kind first and the reference read-only after', () => {
    expect(table.columns.map((c) => [c.kind, c.editable])).toEqual([
      ['plan', true],
      ['actual', false],
    ]);
    expect(table.values[0]).toEqual([1, null, 3]);
    expect(table.overrideBy[0]).toEqual([null, null, 'eve@x']);
  });
  it('lists changes and the override cells with what was loaded', () => {
    let h = createHistory();
    const original = (r: number, c: number) => table.values[c]![r]!;
    h = applyEdits(
      h,
      [
        { row: 0, col: 0, value: 2 },
        { row: 1, col: 0, value: 5 },
        { row: 2, col: 0, value: null },
      ],
      original,
    );
    const { lines, cells } = changeList(h, table);
    expect(lines.map((l) => l.text)).toEqual(['from 1 to 2', 'changed to 5', 'deleted 3']);
    expect(cells[0]).toEqual({ component_id: 't1', quantity: 'power', ts: 0, value: 2, expected_previous: 1 });
    expect(cells[2]).toMatchObject({ value: null, expected_previous: 3 });
  });
  it('marks conflicting cells', () => {
    const keys = conflictCells(
      [
        {
          component_id: 't1',
          quantity: 'power',
          ts: H,
          expected_previous: null,
          current: 4,
          original: null,
          override_by: 'x',
          overridden_at: 1,
        },
      ],
      table,
    );
    expect([...keys]).toEqual(['1:0']);
  });
});

describe('override frames for the chart', () => {
  it('adds a frame of only the overridden values', async () => {
    const { overrideFrames, isOverrideFrame } = await import('./overrideFrames');
    const f = { ...frame('t1', 'plan', [1, 2, 3]), override: [null, 5, null] };
    const out = overrideFrames([f, frame('t2', 'plan', [1, 1, 1])]);
    expect(out.map((o) => [o.key, isOverrideFrame(o)])).toEqual([
      ['t1|power|plan', false],
      ['t1|power|plan|override', true],
      ['t2|power|plan', false],
    ]);
    expect(out[1]!.values).toEqual([null, 5, null]);
  });
});
