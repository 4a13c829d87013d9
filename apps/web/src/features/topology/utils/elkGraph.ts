import type { ElkNode } from 'elkjs/lib/elk-api.js';
import { TOPOLOGY_NODE_SIZE } from './topologyConstants';
import type { TopologyGraph } from './topologyGraph';

/**
 * ELK's layered layout, water flowing top to bottom: reservoirs above the units that take from
 * them, downstream bodies below. Spacing leaves room for the label under each 50 px node.
 */
export const ELK_LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.spacing.nodeNode': '70',
  'elk.layered.spacing.nodeNodeBetweenLayers': '60',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.edgeRouting': 'ORTHOGONAL',
} as const;

export function toElkGraph(graph: Pick<TopologyGraph, 'nodes' | 'edges'>): ElkNode {
  return {
    id: 'root',
    layoutOptions: { ...ELK_LAYOUT_OPTIONS },
    children: graph.nodes.map((n) => ({ id: n.id, width: TOPOLOGY_NODE_SIZE, height: TOPOLOGY_NODE_SIZE })),
    edges: graph.edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  };
}

/** Top-left positions of the laid-out nodes by id. */
export function elkPositions(result: ElkNode): Map<string, { x: number; y: number }> {
  return new Map((result.children ?? []).map((c) => [c.id, { x: c.x ?? 0, y: c.y ?? 0 }]));
}
