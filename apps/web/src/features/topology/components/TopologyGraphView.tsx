import { Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionsFor } from '@penstock/domain';
import { useSession } from '@/features/auth';
import { usePlantTopology } from '@/features/series/api/getPlantTopology';
import { QueryView, type QueryLike } from '@/ui/QueryView';
import { useElkLayout } from '../hooks/useElkLayout';
import { useTopologyFold } from '../hooks/useTopologyFold';
import { useTopologySelection, type SelectionMode } from '../hooks/useTopologySelection';
import { buildTopologyGraph, type TopologyGraph } from '../utils/topologyGraph';
import { TopologyCanvas, type TopologyEditor } from './TopologyCanvas';

export interface TopologyGraphViewProps {
  portfolioId: string;
  plantViewId: string;
  /** 'query' (default): a click sets the cockpit's component query; 'local': highlight only. */
  selectionMode?: SelectionMode;
  height?: number;
  /** Plant administration: the graph edits the topology; `selectedId` is the component whose form is open. */
  editor?: TopologyEditor & { selectedId: string | null };
}

/** The topology of one plant view: loads it, folds it, lays it out and draws it. */
export default function TopologyGraphView({
  portfolioId,
  plantViewId,
  selectionMode = 'query',
  height = 420,
  editor,
}: TopologyGraphViewProps) {
  const { t } = useTranslation('topology');
  const { user } = useSession();
  const topology = usePlantTopology(portfolioId, plantViewId);
  const fold = useTopologyFold();
  const selection = useTopologySelection(selectionMode);
  const editorSelected = editor?.selectedId ?? null;
  const selectedIds = useMemo(
    () => (editor ? new Set(editorSelected ? [editorSelected] : []) : selection.selectedIds),
    [!!editor, editorSelected, selection.selectedIds],
  ); // eslint-disable-line react-hooks/exhaustive-deps
  const graph = useMemo(
    () => (topology.data ? buildTopologyGraph(topology.data, fold.isFolded, !!editor) : undefined),
    // isFolded is a new function each render; the graph changes only with the data or fold state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [topology.data, fold.signature, !!editor],
  );
  const layout = useElkLayout(graph);
  // While a fold is laid out, the previous drawing stays (dimmed) instead of a skeleton flash.
  const shown = useRef<{ graph: typeof graph; positions: Map<string, { x: number; y: number }> } | null>(null);
  if (graph && layout.data) shown.current = { graph, positions: layout.data };
  const relayout = !!graph && layout.isPending && !!shown.current && topology.isSuccess;

  const drawable = !!graph && graph.nodes.length > 0;
  // One query state for the topology and its layout; an empty graph is never laid out.
  const state: QueryLike<TopologyGraph> = {
    isPending: topology.isPending || (drawable && layout.isPending && !relayout),
    isError: topology.isError || (drawable && layout.isError),
    error: topology.isError ? topology.error : layout.error,
    data: graph,
    refetch: () => (topology.isError ? topology.refetch() : layout.refetch()),
  };
  return (
    <QueryView
      query={state}
      pending={<Skeleton h={height + 36} radius="md" data-testid="topology-loading" aria-label={t('loading')} />}
      errorText={topology.isError ? t('error') : t('layoutError')}
      isEmpty={(g) => g.nodes.length === 0}
      empty={
        <Center h={height / 2} data-testid="topology-empty">
          <Stack align="center" gap="sm">
            <Text c="dimmed" size="sm">
              {t('empty')}
            </Text>
            {editor?.actions && <Group gap={6}>{editor.actions}</Group>}
          </Stack>
        </Center>
      }
    >
      {(g) => (
        <ReactFlowProvider>
          <TopologyCanvas
            graph={relayout ? shown.current!.graph! : g}
            positions={relayout ? shown.current!.positions : layout.data!}
            busy={relayout}
            selectedIds={selectedIds}
            canSearch={!!user && permissionsFor(user).has('searchTopology')}
            allFolded={fold.allFolded}
            height={height}
            onSelect={selection.select}
            onToggleGroup={fold.toggle}
            onToggleAll={() => fold.setAll(!fold.allFolded)}
            editor={editor}
          />
        </ReactFlowProvider>
      )}
    </QueryView>
  );
}
