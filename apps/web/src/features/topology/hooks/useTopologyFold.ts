import { useState } from 'react';
import { useUserSettings } from '@/features/settings/api/getUserSettings';
import { useUpdateUserSetting } from '@/features/settings/api/putUserSetting';
import { foldAll, isGroupFolded, toggleGroup, type FoldState } from '../utils/foldState';

/**
 * Fold state: the user setting foldedTopology (GET/PUT dashboard-v3/settings/foldedTopology) folds
 * or unfolds every group; double-clicks flip single groups on this page only. A failed save rolls
 * the setting back (the settings hook shows the spec's toast).
 */
export function useTopologyFold() {
  const settings = useUserSettings();
  const all = settings.data?.foldedTopology ?? false;
  const save = useUpdateUserSetting('foldedTopology');
  const [overrides, setOverrides] = useState<{ all: boolean; map: ReadonlyMap<string, boolean> }>({
    all,
    map: new Map(),
  });
  // Overrides belong to the global state they were made in; a new global state drops them.
  const state: FoldState = { all, overrides: overrides.all === all ? overrides.map : new Map() };
  return {
    allFolded: all,
    /** Changes whenever any group's fold state changes (a memo key). */
    signature: JSON.stringify([all, [...state.overrides]]),
    isFolded: (key: string) => isGroupFolded(state, key),
    toggle: (key: string) => {
      const next = toggleGroup(state, key);
      setOverrides({ all, map: next.overrides });
    },
    setAll: (folded: boolean) => {
      setOverrides({ all: folded, map: foldAll(folded).overrides });
      save.mutate(folded);
    },
    saving: save.isPending,
  };
}
