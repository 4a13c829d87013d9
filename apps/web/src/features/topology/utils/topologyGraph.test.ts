import { describe, expect, test } from 'vitest';
import type { ControlUnit, HydroBody, Topology } from '@penstock/domain';
import { buildTopologyGraph, foldGroups, plantComponents, unitKind } from './topologyGraph';
import { foldAll, isGroupFolded, toggleGroup } from './foldState';
import { searchTopology } from './searchTopology';
import { linkOf } from './topologyLinks';
import { controlUnit, hydroBody } from '../../../../../../test/topologyComponents';

const body = (id: string, type: string, extra: Partial<HydroBody> = {}) =>
  hydroBody(id, type as HydroBody['type'], extra);
// a connected unit with limits, controlled by the grid operator's set point
const unit = (
  id: string,
  type: ControlUnit['type'],
  up: string | null,
  down: string | null,
  extra: Partial<ControlUnit> = {},
): ControlUnit =>
  controlUnit(id, type, {
    name: `Unit ${id}`,
    upstream: up,
    downstream: down,
    control_status: 'HDG_CONTROLLED',
    p_min: 10,
    p_max: 100,
    q_min: 2,
    q_max: 20,
    ...extra,
  });

const topology: Topology = {
  hydro_bodies: [
    body('res', 'RESERVOIR'),
    body('odd', 'LAKE'), // unknown type: a reservoir
    body('tail', 'DOWNSTREAM'),
    body('unused-down', 'DOWNSTREAM'), // no in-plant unit releases into it
    body('foreign', 'RESERVOIR', { redirect_id: null }),
  ],
  control_units: [
    unit('t1', 'TURBINE', 'res', 'tail'),
    unit('t2', 'TURBINE', 'res', 'tail'),
    unit('t3', 'TURBINE', 'res', 'tail', { p_max: 120 }), // other limits: not in the group
    unit('g1', 'GATE', 'res', 'tail', { control_status: 'UNCONTROLLED' }),
    unit('g2', 'GATE', 'odd', 'foreign'),
    unit('p1', 'PUMP', 'tail', 'res'),
    unit('pt', 'PUMP_TURBINE', 'res', 'odd'),
    unit('x1', 'TURBINE', 'res', 'unused-down', { redirect_id: null }), // not in the plant
  ],
};

describe('part-of-plant rules', () => {
  test('redirect_id decides; a downstream body counts only when an in-plant unit releases into it', () => {
    const { units, bodies } = plantComponents(topology);
    expect(units.map((u) => u.id)).not.toContain('x1');
    expect(bodies.map((b) => b.id).sort()).toEqual(['odd', 'res', 'tail']);
  });
  test('unknown body types draw as reservoirs, uncontrolled gates get their own kind', () => {
    const g = buildTopologyGraph(topology, () => false);
    expect(g.nodes.find((n) => n.id === 'odd')?.kind).toBe('reservoir');
    expect(g.nodes.find((n) => n.id === 'g1')?.kind).toBe('uncontrolledGate');
    expect(unitKind({ type: 'GATE', control_status: 'MANUAL' })).toBe('gate');
    expect(g.nodes.find((n) => n.id === 'pt')?.kind).toBe('pumpTurbine');
  });
  test('a body outside the plant that a unit uses is drawn as external', () => {
    const g = buildTopologyGraph(topology, () => false);
    expect(g.nodes.find((n) => n.id === 'foreign')).toMatchObject({ external: true });
    expect(g.nodes.find((n) => n.id === 'unused-down')).toBeUndefined();
  });
});

describe('edges and folding', () => {
  test('edges run upstream -> unit -> downstream', () => {
    const g = buildTopologyGraph(topology, () => false);
    const ids = g.edges.map((e) => e.id);
    expect(ids).toContain('res->t1');
    expect(ids).toContain('t1->tail');
    expect(ids).toContain('tail->p1');
    expect(ids).toContain('p1->res');
  });
  test('only identical parallel units group (same type, bodies and limits)', () => {
    const groups = [...foldGroups(plantComponents(topology).units).values()];
    expect(groups).toEqual([['t1', 't2']]);
  });
  test('a folded group is one node with its members and merged edges', () => {
    const g = buildTopologyGraph(topology, () => true);
    const group = g.nodes.find((n) => n.folded)!;
    expect(group.memberIds).toEqual(['t1', 't2']);
    expect(g.nodes.some((n) => n.id === 't1' || n.id === 't2')).toBe(false);
    expect(g.edges.filter((e) => e.target === group.id)).toHaveLength(1);
    expect(g.edges.filter((e) => e.source === group.id)).toHaveLength(1);
    expect(g.nodes.find((n) => n.id === 't3')?.folded).toBe(false);
  });
  test('unfolded group members keep their group key so a double-click can fold them', () => {
    const g = buildTopologyGraph(topology, () => false);
    expect(g.nodes.find((n) => n.id === 't1')?.groupKey).toBeTruthy();
    expect(g.nodes.find((n) => n.id === 't3')?.groupKey).toBeNull();
  });
});

describe('fold state', () => {
  test('a double-click flips one group over the global setting; fold all clears the flips', () => {
    let s = foldAll(true);
    expect(isGroupFolded(s, 'a')).toBe(true);
    s = toggleGroup(s, 'a');
    expect(isGroupFolded(s, 'a')).toBe(false);
    expect(isGroupFolded(s, 'b')).toBe(true);
    s = toggleGroup(s, 'a');
    expect(s.overrides.size).toBe(0);
    expect(foldAll(false).overrides.size).toBe(0);
  });
});

describe('searchTopology', () => {
  test('matches labels case- and accent-insensitively in graph order', () => {
    const g = buildTopologyGraph(
      { ...topology, control_units: [unit('a', 'TURBINE', 'res', 'tail', { name: 'Mühle M1' })] },
      () => false,
    );
    expect(searchTopology(g.nodes, 'muhle').map((n) => n.id)).toEqual(['a']);
    expect(searchTopology(g.nodes, 'BODY').map((n) => n.id)).toEqual(['res', 'odd', 'tail']);
    expect(searchTopology(g.nodes, '  ')).toEqual([]);
  });
});

describe('the editor graph', () => {
  test('draws every body of the plant, also a downstream body no unit releases into yet', () => {
    const g = buildTopologyGraph(topology, () => false, true);
    expect(g.nodes.find((n) => n.id === 'unused-down')).toMatchObject({ kind: 'downstream', external: false });
  });
  test('a drag links a body above a unit as upstream, a body below it as downstream; nothing else', () => {
    const folded = buildTopologyGraph(topology, () => true, true);
    const g = buildTopologyGraph(topology, () => false, true);
    expect(linkOf(g, { source: 'res', target: 't3' })).toMatchObject({
      unit: { id: 't3' },
      body: { id: 'res' },
      side: 'upstream',
    });
    expect(linkOf(g, { source: 't3', target: 'unused-down' })).toMatchObject({
      unit: { id: 't3' },
      body: { id: 'unused-down' },
      side: 'downstream',
    });
    expect(linkOf(g, { source: 'res', target: 'tail' })).toBeNull();
    expect(linkOf(g, { source: 't1', target: 't3' })).toBeNull();
    const group = folded.nodes.find((n) => n.folded)!;
    expect(linkOf(folded, { source: 'res', target: group.id })).toBeNull();
  });
});
