import { describe, expect, test } from 'vitest';
import type { Topology } from '@penstock/domain';
import { controlUnit, hydroBody } from '../../../../../../test/topologyComponents';
import { parseCockpitTab } from './cockpitTabs';
import { frameFilter, isSelected, parseSelection, selectableComponents, toggleSelection } from './componentSelection';
import { coverageSegments } from './coverageSegments';

const unit = (id: string, type: 'TURBINE' | 'PUMP' | 'GATE', isPartOfPlant = true) =>
  controlUnit(id, type, {
    redirect_id: isPartOfPlant ? id : null,
    name: id.toUpperCase(),
    control_status: 'HDG_CONTROLLED',
    isPartOfPlant,
  });
const topology: Topology = {
  control_units: [unit('t1', 'TURBINE'), unit('t2', 'TURBINE'), unit('g1', 'GATE'), unit('x9', 'TURBINE', false)],
  hydro_bodies: [
    hydroBody('r1', 'RESERVOIR', { name: 'Upper', min_level: 1, max_level: 2 }),
    hydroBody('d1', 'DOWNSTREAM', { name: 'River' }),
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
