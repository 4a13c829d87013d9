import { useQuery } from '@tanstack/react-query';
import { elkPositions, toElkGraph } from '../utils/elkGraph';
import { runElkLayout } from '../utils/runElkLayout';
import type { TopologyGraph } from '../utils/topologyGraph';

/** Node positions of a graph; the layout is cached by the graph's shape (nodes and edges). */
export function useElkLayout(graph: TopologyGraph | undefined) {
  const shape = graph ? [graph.nodes.map((n) => n.id).join(','), graph.edges.map((e) => e.id).join(',')] : [];
  return useQuery({
    queryKey: ['topology-layout', ...shape],
    queryFn: async () => elkPositions(await runElkLayout(toElkGraph(graph!))),
    enabled: !!graph && graph.nodes.length > 0,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}
