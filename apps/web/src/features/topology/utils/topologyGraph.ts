import type { ComponentType, ControlUnit, HydroBody, Topology } from '@penstock/domain';

/** What a node draws: the seven kinds of spec 2 section 2. */
export type NodeKind = 'reservoir' | 'downstream' | 'turbine' | 'pump' | 'pumpTurbine' | 'gate' | 'uncontrolledGate';

export interface GraphNode {
  id: string;
  kind: NodeKind;
  label: string;
  componentType: ComponentType;
  /** Component ids behind the node: one, or every member of a folded group. */
  memberIds: string[];
  /** Set when the node is a control unit that belongs to a foldable group (2 or more identical units). */
  groupKey: string | null;
  folded: boolean;
  /** A body outside the plant that an in-plant unit takes water from or gives it to. */
  external: boolean;
}
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}
export interface TopologyGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Foldable groups: key -> member unit ids (only groups of two or more). */
  groups: Map<string, string[]>;
}

const UNIT_KIND: Record<ControlUnit['type'], NodeKind> = {
  TURBINE: 'turbine',
  PUMP: 'pump',
  PUMP_TURBINE: 'pumpTurbine',
  GATE: 'gate',
};

export function unitKind(unit: Pick<ControlUnit, 'type' | 'control_status'>): NodeKind {
  if (unit.type === 'GATE' && unit.control_status === 'UNCONTROLLED') return 'uncontrolledGate';
  return UNIT_KIND[unit.type] ?? 'turbine';
}

/** Unknown body types are treated as RESERVOIR (spec 2 section 3). */
export const bodyType = (body: Pick<HydroBody, 'type'>): 'RESERVOIR' | 'DOWNSTREAM' =>
  body.type === 'DOWNSTREAM' ? 'DOWNSTREAM' : 'RESERVOIR';

/** A unit or body is part of the plant when redirect_id is set (spec 2 section 3). */
export const isPartOfPlant = (c: { redirect_id: string | null }) => c.redirect_id !== null && c.redirect_id !== '';

/**
 * Units that are interchangeable for the operator: same type (and control kind), same upstream and
 * downstream, same limits. Two such units side by side fold into one node "2 × Turbine".
 */
export function foldKey(u: ControlUnit): string {
  return JSON.stringify([
    unitKind(u),
    u.upstream,
    u.downstream,
    u.p_min,
    u.p_max,
    u.q_min,
    u.q_max,
    u.pump_p_min,
    u.pump_p_max,
    u.pump_q_min,
    u.pump_q_max,
    u.gate_opening_cm_extrema,
  ]);
}

/**
 * The plant's own units and the bodies that count, by the spec's part-of-plant rules. `everyBody`
 * (the editor) keeps downstream bodies no unit releases into yet, so a unit can be linked to them.
 */
export function plantComponents(topology: Topology, everyBody = false) {
  const units = topology.control_units.filter(isPartOfPlant);
  const pointedDownstream = new Set(units.map((u) => u.downstream).filter((d): d is string => !!d));
  const bodies = topology.hydro_bodies.filter(
    // A downstream body counts only when an in-plant unit releases into it.
    (b) => isPartOfPlant(b) && (everyBody || bodyType(b) === 'RESERVOIR' || pointedDownstream.has(b.id)),
  );
  return { units, bodies };
}

export function foldGroups(units: ControlUnit[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const u of units) byKey.set(foldKey(u), [...(byKey.get(foldKey(u)) ?? []), u.id]);
  return new Map([...byKey].filter(([, ids]) => ids.length > 1));
}

/**
 * Nodes and edges (upstream body -> unit -> downstream body) of a plant view's topology. `isFolded`
 * says per group whether it is drawn as one node; edges of a folded group are merged.
 */
export function buildTopologyGraph(
  topology: Topology,
  isFolded: (groupKey: string) => boolean,
  everyBody = false,
): TopologyGraph {
  const { units, bodies } = plantComponents(topology, everyBody);
  const groups = foldGroups(units);
  const nodes: GraphNode[] = bodies.map((b) => ({
    id: b.id,
    kind: bodyType(b) === 'DOWNSTREAM' ? 'downstream' : 'reservoir',
    label: b.name,
    componentType: bodyType(b),
    memberIds: [b.id],
    groupKey: null,
    folded: false,
    external: false,
  }));
  const known = new Set(nodes.map((n) => n.id));
  const allBodies = new Map(topology.hydro_bodies.map((b) => [b.id, b]));
  const ensureBody = (id: string | null) => {
    if (!id || known.has(id)) return !!id;
    const b = allBodies.get(id);
    if (!b) return false; // a dangling reference draws no edge
    known.add(id);
    nodes.push({
      id,
      kind: bodyType(b) === 'DOWNSTREAM' ? 'downstream' : 'reservoir',
      label: b.name,
      componentType: bodyType(b),
      memberIds: [id],
      groupKey: null,
      folded: false,
      external: true,
    });
    return true;
  };

  const edges = new Map<string, GraphEdge>();
  const addEdge = (source: string, target: string) =>
    edges.set(`${source}->${target}`, { id: `${source}->${target}`, source, target });
  const drawnGroups = new Set<string>();
  for (const u of units) {
    const key = foldKey(u);
    const members = groups.get(key);
    const folded = !!members && isFolded(key);
    if (folded && drawnGroups.has(key)) continue;
    const id = folded ? `group:${members![0]}` : u.id;
    if (folded) drawnGroups.add(key);
    nodes.push({
      id,
      kind: unitKind(u),
      label: u.name,
      componentType: u.type,
      memberIds: folded ? members! : [u.id],
      groupKey: members ? key : null,
      folded,
      external: false,
    });
    if (ensureBody(u.upstream)) addEdge(u.upstream!, id);
    if (ensureBody(u.downstream)) addEdge(id, u.downstream!);
  }
  return { nodes, edges: [...edges.values()], groups };
}

/** Components a node stands for, by type: what a click selects in the cockpit. */
export function nodeSelection(node: Pick<GraphNode, 'componentType' | 'memberIds'>) {
  return { type: node.componentType, ids: node.memberIds };
}
