import { Box, Stack } from '@mantine/core';
import {
  Background,
  MarkerType,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type IsValidConnection,
  type ReactFlowProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback, useElementSize } from '@mantine/hooks';
import { searchTopology } from '../utils/searchTopology';
import {
  TOPOLOGY_ANIMATION_MS,
  TOPOLOGY_CLICK_DEBOUNCE_MS,
  TOPOLOGY_MAX_ZOOM,
  TOPOLOGY_MIN_ZOOM,
  TOPOLOGY_RESIZE_DEBOUNCE_MS,
  viewPaddingPx,
} from '../utils/topologyConstants';
import type { GraphNode, TopologyGraph } from '../utils/topologyGraph';
import { linkOf } from '../utils/topologyLinks';
import { TopologyNode, type TopologyFlowNode } from './TopologyNode';
import { TopologyToolbar } from './TopologyToolbar';

const NODE_TYPES = { component: TopologyNode };

/** How the graph always behaves: zoom by scroll within the app's limits, pan by drag, no dragging or selecting of nodes (a click selects through onNodeClick). */
const FLOW_BEHAVIOUR = {
  nodeTypes: NODE_TYPES,
  minZoom: TOPOLOGY_MIN_ZOOM,
  maxZoom: TOPOLOGY_MAX_ZOOM,
  zoomOnDoubleClick: false,
  zoomOnScroll: true,
  panOnDrag: true,
  nodesDraggable: false,
  elementsSelectable: false,
  proOptions: { hideAttribution: true },
} satisfies Partial<ReactFlowProps<TopologyFlowNode>>;

/**
 * The graph as an editor (plant administration): a click opens the node's form instead of
 * selecting, a drag from a body's bottom to a unit's top makes the body the unit's upstream body and
 * from a unit's bottom to a body's top its downstream body; `actions` go into the toolbar. What
 * the links mean and which writes follow is the editor's (the graph only reports them).
 */
export interface TopologyEditor {
  onOpen: (node: GraphNode) => void;
  /** Absent: the user may not change the topology, the nodes have no handles to drag. */
  onLink?: (link: { unit: GraphNode; body: GraphNode; side: 'upstream' | 'downstream' }) => void;
  actions?: ReactNode;
}

/**
 * The drawn graph: laid-out nodes, edges upstream -> unit -> downstream, the toolbar. A click
 * selects after 300 ms unless a double-click (fold / unfold the node's group) follows. Wheel zooms
 * between 0.1 and 2, drag pans; reset fits the graph (zoom capped at 2, 0.6 s) and clears the
 * selection; the view is reset again 500 ms after the panel stops resizing.
 */
export function TopologyCanvas({
  graph,
  positions,
  busy = false,
  selectedIds,
  canSearch,
  allFolded,
  height,
  onSelect,
  onToggleGroup,
  onToggleAll,
  editor,
}: {
  graph: TopologyGraph;
  positions: Map<string, { x: number; y: number }>;
  /** A new layout is being computed: the drawing shown is the previous one. */
  busy?: boolean;
  selectedIds: ReadonlySet<string>;
  canSearch: boolean;
  allFolded: boolean;
  height: number;
  onSelect: (node: GraphNode | null) => void;
  onToggleGroup: (groupKey: string) => void;
  onToggleAll: () => void;
  editor?: TopologyEditor;
}) {
  const { t } = useTranslation('topology');
  const flow = useReactFlow();
  const { ref, width, height: boxHeight } = useElementSize();
  const [matches, setMatches] = useState<Set<string>>(new Set());
  const clickTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const linking = !!editor?.onLink;

  const nodes: TopologyFlowNode[] = useMemo(
    () =>
      graph.nodes.map((n) => ({
        id: n.id,
        type: 'component',
        position: positions.get(n.id) ?? { x: 0, y: 0 },
        data: {
          node: n,
          selected: n.memberIds.some((id) => selectedIds.has(id)),
          matched: matches.has(n.id),
          connectable: linking && !n.folded,
        },
        draggable: false,
        connectable: linking && !n.folded,
        selectable: false,
      })),
    [graph, positions, selectedIds, matches, linking],
  );
  const edges: Edge[] = useMemo(
    () =>
      graph.edges.map((e) => ({
        ...e,
        type: 'smoothstep',
        markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
        style: { strokeWidth: 1.5 },
      })),
    [graph],
  );

  const fit = useCallback(
    (animate = true) =>
      void flow.fitView({
        padding: `${viewPaddingPx(width, boxHeight)}px`,
        maxZoom: TOPOLOGY_MAX_ZOOM,
        minZoom: TOPOLOGY_MIN_ZOOM,
        duration: animate ? TOPOLOGY_ANIMATION_MS : 0,
      }),
    [flow, width, boxHeight],
  );
  // A new layout (fold, other plant) is fitted at once, as soon as the panel has a size.
  const measured = width > 0 && boxHeight > 0;
  const sizeKey = `${width}x${boxHeight}`;
  const fittedSize = useRef('');
  useEffect(() => {
    if (!measured) return;
    const id = requestAnimationFrame(() => {
      fit(false);
      fittedSize.current = sizeKey;
    });
    return () => cancelAnimationFrame(id);
  }, [positions, measured]); // eslint-disable-line react-hooks/exhaustive-deps
  // Later size changes refit, animated, once the panel has kept its size for 500 ms.
  const refitAfterResize = useDebouncedCallback(() => {
    fit(true);
    fittedSize.current = sizeKey;
  }, TOPOLOGY_RESIZE_DEBOUNCE_MS);
  useEffect(() => {
    if (measured && fittedSize.current && fittedSize.current !== sizeKey) refitAfterResize();
  }, [sizeKey, measured, refitAfterResize]);
  useEffect(() => () => clearTimeout(clickTimer.current), []);

  const validLink: IsValidConnection = (c) => !!linkOf(graph, c);
  const onConnect = (c: Connection) => {
    const link = linkOf(graph, c);
    if (link) editor?.onLink?.(link);
  };

  const search = (text: string) => setMatches(new Set(searchTopology(graph.nodes, text).map((n) => n.id)));
  const searchEnter = (text: string) => {
    const first = searchTopology(graph.nodes, text)[0];
    if (!first) return;
    onSelect(first);
    const p = positions.get(first.id);
    if (p)
      void flow.setCenter(p.x + 25, p.y + 25, {
        zoom: Math.min(TOPOLOGY_MAX_ZOOM, 1.2),
        duration: TOPOLOGY_ANIMATION_MS,
      });
  };

  return (
    <Stack gap={6}>
      <TopologyToolbar
        search={canSearch ? { onChange: search, onEnter: searchEnter } : undefined}
        allFolded={allFolded}
        onToggleAll={onToggleAll}
        actions={editor?.actions}
        onReset={() => {
          onSelect(null);
          fit(true);
        }}
      />
      <Box
        ref={ref}
        h={height}
        data-testid="topology-canvas"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        aria-label={t('graph')}
        role="group"
        aria-busy={busy}
        opacity={busy ? 0.6 : 1}
      >
        <ReactFlow
          {...FLOW_BEHAVIOUR}
          nodes={nodes}
          edges={edges}
          nodesConnectable={linking}
          isValidConnection={validLink}
          onConnect={onConnect}
          onNodeClick={(_, n) => {
            clearTimeout(clickTimer.current);
            const node = n.data.node;
            // the editor opens a unit's form; a folded group unfolds first, so each unit can be opened
            const open = editor
              ? () => (node.folded && node.groupKey ? onToggleGroup(node.groupKey) : editor.onOpen(node))
              : () => onSelect(node);
            clickTimer.current = setTimeout(open, TOPOLOGY_CLICK_DEBOUNCE_MS);
          }}
          onNodeDoubleClick={(_, n) => {
            clearTimeout(clickTimer.current);
            if (n.data.node.groupKey) onToggleGroup(n.data.node.groupKey);
          }}
        >
          <Background gap={24} size={1} />
        </ReactFlow>
      </Box>
    </Stack>
  );
}
