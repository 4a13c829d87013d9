import { useMemo, useState } from 'react';
import {
  SELECTION_PARAMS,
  SELECTABLE_TYPES,
  parseSelection,
  type SelectableType,
} from '@/features/cockpit/utils/componentSelection';
import { useSearchPatch } from '@/features/rangePicker/hooks/useSearchPatch';
import { useCurrentRoute } from '@/features/shell/hooks/useCurrentRoute';
import type { GraphNode } from '../utils/topologyGraph';

export type SelectionMode = 'query' | 'local';

const selectable = (type: string): type is SelectableType => (SELECTABLE_TYPES as string[]).includes(type);

/**
 * Which components the graph shows as selected. In 'query' mode (the cockpit) a click writes the
 * cockpit's turbine / pump / pumpTurbine / gate / reservoir query value, so the charts follow; in
 * 'local' mode (the map's side panel) it only highlights.
 */
export function useTopologySelection(mode: SelectionMode) {
  const { search } = useCurrentRoute();
  const patch = useSearchPatch();
  const [local, setLocal] = useState<string[]>([]);
  const fromQuery = parseSelection(search);
  const ids = mode === 'query' ? SELECTABLE_TYPES.flatMap((t) => [...(fromQuery[t] ?? [])]) : local;
  const idsKey = ids.join(',');
  // Same ids, same Set: the graph's nodes are not rebuilt on unrelated renders (a rebuild in the
  // middle of a double-click loses it).
  const selectedIds = useMemo(() => new Set(ids), [idsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const clear = () => {
    if (mode === 'local') return setLocal([]);
    patch(Object.fromEntries(SELECTABLE_TYPES.map((t) => [SELECTION_PARAMS[t], undefined])));
  };
  const select = (node: Pick<GraphNode, 'componentType' | 'memberIds'> | null) => {
    if (!node) return clear();
    const already = node.memberIds.every((id) => selectedIds.has(id)) && selectedIds.size === node.memberIds.length;
    if (already) return clear();
    if (mode === 'local') return setLocal(node.memberIds);
    if (!selectable(node.componentType)) return; // downstream bodies have no cockpit filter
    patch(
      Object.fromEntries(
        SELECTABLE_TYPES.map((t) => [
          SELECTION_PARAMS[t],
          t === node.componentType ? node.memberIds.join(',') : undefined,
        ]),
      ),
    );
  };
  return { selectedIds, select, clear };
}
