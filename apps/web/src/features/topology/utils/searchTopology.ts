import type { GraphNode } from './topologyGraph';

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Nodes whose label (or, for a folded group, any member id) contains the text, in graph order. */
export function searchTopology(nodes: readonly GraphNode[], text: string): GraphNode[] {
  const q = normalise(text);
  if (!q) return [];
  return nodes.filter((n) => normalise(n.label).includes(q) || n.memberIds.some((id) => normalise(id) === q));
}
