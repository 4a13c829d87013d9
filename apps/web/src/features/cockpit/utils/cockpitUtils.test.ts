import { describe, expect, test } from 'vitest';
import type { Topology } from '@penstock/domain';
import { parseCockpitTab } from './cockpitTabs';
import { frameFilter, isSelected, parseSelection, selectableComponents, toggleSelection } from './componentSelection';
import { coverageSegments } from './coverageSegments';

const unit = (id: string, type: 'TURBINE' | 'PUMP' | 'GATE', isPartOfPlant = true) => ({
  id,
  external_id: id,
  redirect_id: isPartOfPlant ? id : null,
  name: id.toUpperCase(),
  type,
  upstream: null,
  downstream: null,
  control_status: 'HDG_CONTROLLED',
  optimization_mode: 'NONE' as const,
  isPartOfPlant,
  p_min: null,
  p_max: null,
  q_min: null,
  q_max: null,
  pump_p_min: null,
  pump_p_max: null,
  pump_q_min: null,
  pump_q_max: null,
  gate_opening_cm_extrema: null,
});
const topology: Topology = {
  control_units: [unit('t1', 'TURBINE'), unit('t2', 'TURBINE'), unit('g1', 'GATE'), unit('x9', 'TURBINE', false)],
  hydro_bodies: [
    {
      id: 'r1',
      external_id: 'r1',
      redirect_id: 'r1',
      name: 'Upper',
      type: 'RESERVOIR',
      isPartOfPlant: true,
      latitude: null,
      longitude: null,
      min_level: 1,
      max_level: 2,
      min_content: null,
      max_content: null,
    },
    {
      id: 'd1',
      external_id: 'd1',
      redirect_id: 'd1',
      name: 'River',
      type: 'DOWNSTREAM',
      isPartOfPlant: true,
      latitude: null,
      longitude: null,
      min_level: null,
      max_level: null,
      min_content: null,
      max_content: null,
    },
  ],
};

describe('cockpit tabs', () => {
  test('unknown tabs fall back to the overview', () => {
    expect(parseCockpitTab('prices')).toBe('prices');
    expect(parseCockpitTab('nonsense')).toBe('overview');
    expect(parseCockpitTab(undefined)).toBe('overview');
  });
});

describe('component selection from the query', () => {
  const comps = selectableComponents(topology);
  test("only the plant's own units and reservoirs are selectable", () => {
    expect(comps.map((c) => `${c.type}:${c.id}`)).toEqual(['TURBINE:t1', 'TURBINE:t2', 'GATE:g1', 'RESERVOIR:r1']);
  });

  test('no value means all; a list selects those', () => {
    const all = parseSelection({});
    expect(comps.every((c) => isSelected(all, c))).toBe(true);
    const some = parseSelection({ turbine: 't2', reservoir: 'r1,rX' });
    expect(isSelected(some, comps[0])).toBe(false);
    expect(isSelected(some, comps[1])).toBe(true);
    expect(isSelected(some, comps[2])).toBe(true);
  });

  test('toggling writes the shortest value and never leaves a type empty', () => {
    const all = parseSelection({});
    expect(toggleSelection(all, comps, comps[0])).toBe('t2');
    const onlyT2 = parseSelection({ turbine: 't2' });
    expect(toggleSelection(onlyT2, comps, comps[1])).toBe('t2');
    expect(toggleSelection(onlyT2, comps, comps[0])).toBeUndefined();
  });

  test('frames of deselected components are filtered; totals and prices stay', () => {
    const keep = frameFilter(parseSelection({ turbine: 't2' }));
    expect(keep({ componentId: 't1', componentType: 'TURBINE' })).toBe(false);
    expect(keep({ componentId: 't2', componentType: 'TURBINE' })).toBe(true);
    expect(keep({ componentId: null, componentType: null })).toBe(true);
    expect(keep({ componentId: 'd1', componentType: 'DOWNSTREAM' })).toBe(true);
  });
});

describe('coverage', () => {
  test('coverage segments are clipped to the window', () => {
    expect(
      coverageSegments(
        [
          [0, 50],
          [75, 200],
        ],
        0,
        100,
      ),
    ).toEqual([
      { from: 0, to: 0.5 },
      { from: 0.75, to: 1 },
    ]);
    expect(coverageSegments([[200, 300]], 0, 100)).toEqual([]);
  });
});
