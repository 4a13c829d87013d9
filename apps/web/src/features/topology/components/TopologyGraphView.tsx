import { Center, Skeleton, Text } from '@mantine/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionsFor } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePlantTopology } from '@/features/series/api/getPlantTopology';
import { LoadError } from '@/ui/LoadError';
import { useElkLayout } from '../hooks/useElkLayout';
import { useTopologyFold } from '../hooks/useTopologyFold';
import { useTopologySelection, type SelectionMode } from '../hooks/useTopologySelection';
import { buildTopologyGraph } from '../utils/topologyGraph';
import { TopologyCanvas } from './TopologyCanvas';

export interface TopologyGraphViewProps {
  portfolioId: string;
  plantViewId: string;
  /** 'query' (default): a click sets the cockpit's component query; 'local': highlight only. */
  selectionMode?: SelectionMode;
  height?: number;
}

/** The topology of one plant view: loads it, folds it, lays it out and draws it. */
export default function TopologyGraphView({ portfolioId, plantViewId, selectionMode = 'query', height = 420 }: TopologyGraphViewProps) {
  const { t } = useTranslation('topology');
  const { user } = useSession();
  const topology = usePlantTopology(portfolioId, plantViewId);
  const fold = useTopologyFold();
  const selection = useTopologySelection(selectionMode);
  const graph = useMemo(
    () => (topology.data ? buildTopologyGraph(topology.data, fold.isFolded) : undefined),
    // isFolded is a new function each render; the graph changes only with the data or fold state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [topology.data, fold.signature],
  );
  const layout = useElkLayout(graph);
  // While a fold is laid out, the previous drawing stays (dimmed) instead of a skeleton flash.
  const shown = useRef<{ graph: typeof graph; positions: Map<string, { x: number; y: number }> } | null>(null);
  if (graph && layout.data) shown.current = { graph, positions: layout.data };
  const relayout = !!graph && layout.isPending && !!shown.current && topology.isSuccess;

  if (topology.isPending || (graph && graph.nodes.length > 0 && layout.isPending && !relayout))
    return <Skeleton h={height + 36} radius="md" data-testid="topology-loading" aria-label={t('loading')} />;
  if (topology.isError)
    return <LoadError message={t('error')} onRetry={() => void topology.refetch()} error={topology.error} />;
  if (!graph || graph.nodes.length === 0)
    return (
      <Center h={height / 2} data-testid="topology-empty">
        <Text c="dimmed" size="sm">{t('empty')}</Text>
      </Center>
    );
  if (layout.isError) return <LoadError message={t('layoutError')} onRetry={() => void layout.refetch()} error={layout.error} />;
  return (
    <ReactFlowProvider>
      <TopologyCanvas
        graph={relayout ? shown.current!.graph! : graph}
        positions={relayout ? shown.current!.positions : layout.data!}
        busy={relayout}
        selectedIds={selection.selectedIds}
        canSearch={!!user && permissionsFor(user).has('searchTopology')}
        allFolded={fold.allFolded}
        height={height}
        onSelect={selection.select}
        onToggleGroup={fold.toggle}
        onToggleAll={() => fold.setAll(!fold.allFolded)}
      />
    </ReactFlowProvider>
  );
}
