/**
 * Keys typed while a cell editor is opening. Typing a character opens the editor with that
 * character, but the next keys can reach the grid before the editor's input has focus (a fast
 * typist, a busy main thread); without this buffer the grid would reopen the editor with only the
 * latest key. The grid adds keys here while an editor is pending; the editor takes them on mount.
 */
const state = { pendingSince: 0, keys: '', commit: false };
const PENDING_MS = 1000;

/** A printable key reached the grid on an editable cell: true when it belongs to an opening editor. */
export function bufferTypedKey(key: string, now: number): boolean {
  if (state.pendingSince && now - state.pendingSince < PENDING_MS) {
    state.keys += key;
    return true;
  }
  state.pendingSince = now;
  state.keys = '';
  state.commit = false;
  return false;
}

/** Enter reached the grid while an editor is opening: true when the editor should commit on mount. */
export function bufferCommit(now: number): boolean {
  if (!state.pendingSince || now - state.pendingSince >= PENDING_MS) return false;
  state.commit = true;
  return true;
}

/** The editor mounted: the keys typed meanwhile and whether Enter followed them; the buffer closes. */
export function takeTypedKeys(): { keys: string; commit: boolean } {
  const taken = { keys: state.keys, commit: state.commit };
  state.pendingSince = 0;
  state.keys = '';
  state.commit = false;
  return taken;
}

/** No editor is opening (a key on a read-only cell, an editor closed). */
export const clearTypedKeys = () => void takeTypedKeys();
