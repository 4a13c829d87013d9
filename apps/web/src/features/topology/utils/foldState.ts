/**
 * Fold state of the graph: the user setting foldedTopology folds or unfolds every group; a
 * double-click flips one group on top of that until the next fold/unfold-all.
 */
export interface FoldState {
  all: boolean;
  overrides: ReadonlyMap<string, boolean>;
}

export const isGroupFolded = (state: FoldState, key: string) => state.overrides.get(key) ?? state.all;

export function toggleGroup(state: FoldState, key: string): FoldState {
  const overrides = new Map(state.overrides);
  const next = !isGroupFolded(state, key);
  if (next === state.all) overrides.delete(key);
  else overrides.set(key, next);
  return { all: state.all, overrides };
}

export const foldAll = (all: boolean): FoldState => ({ all, overrides: new Map() });
