import type { GraphNode, TopologyGraph } from './topologyGraph';

const isBody = (n: GraphNode) => n.kind === 'reservoir' || n.kind === 'downstream';

/**
 * What a drag between two nodes of the editor's graph means: from a body's bottom to a unit's top,
 * the body becomes the unit's upstream body; from a unit's bottom to a body's top, its downstream
 * body. Two bodies, two units or a folded group make no link (null).
 */
export function linkOf(graph: TopologyGraph, c: { source: string | null; target: string | null }) {
  const source = graph.nodes.find((n) => n.id === c.source);
  const target = graph.nodes.find((n) => n.id === c.target);
  if (!source || !target || source.folded || target.folded) return null;
  if (isBody(source) && !isBody(target)) return { unit: target, body: source, side: 'upstream' as const };
  if (!isBody(source) && isBody(target)) return { unit: source, body: target, side: 'downstream' as const };
  return null;
}
