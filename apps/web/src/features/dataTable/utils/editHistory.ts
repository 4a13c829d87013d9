import { checkNumberText } from './numberRules';

/**
 * An edited cell's value: a number, null (the value is deleted) or text that broke the number
 * rules, kept so the cell can show a warning until it is fixed.
 */
export type EditValue = number | null | { invalid: string };
export type Edits = ReadonlyMap<string, EditValue>;

/** Row and column index of the data (the table's time column is not counted). */
export interface CellEdit {
  row: number;
  col: number;
  value: EditValue;
}

/**
 * Edit history: every state is the full set of edits against the loaded values, so undo and redo
 * only move an index and the changed rows are read from the current state. Discard pushes a blank
 * state, so a discard itself can be undone.
 */
export interface EditHistory {
  readonly states: readonly Edits[];
  readonly index: number;
}

const EMPTY: Edits = new Map();
export const cellKey = (row: number, col: number) => `${row}:${col}`;
export function parseCellKey(key: string): { row: number; col: number } {
  const i = key.indexOf(':');
  return { row: Number(key.slice(0, i)), col: Number(key.slice(i + 1)) };
}

export const createHistory = (): EditHistory => ({ states: [EMPTY], index: 0 });
export const currentEdits = (h: EditHistory): Edits => h.states[h.index]!;
export const canUndo = (h: EditHistory) => h.index > 0;
export const canRedo = (h: EditHistory) => h.index < h.states.length - 1;
export const undo = (h: EditHistory): EditHistory => (canUndo(h) ? { ...h, index: h.index - 1 } : h);
export const redo = (h: EditHistory): EditHistory => (canRedo(h) ? { ...h, index: h.index + 1 } : h);

const push = (h: EditHistory, next: Edits): EditHistory => ({
  states: [...h.states.slice(0, h.index + 1), next],
  index: h.index + 1,
});

export const isInvalid = (v: EditValue | undefined): v is { invalid: string } => typeof v === 'object' && v !== null;

/** Text typed or pasted into a number cell as an edit value: blank deletes, bad text is kept as invalid. */
export function editValueFromText(text: string): EditValue {
  if (text.trim() === '') return null;
  const check = checkNumberText(text);
  return check.ok ? check.value : { invalid: text };
}

/**
 * A new state with `edits` applied. An edit back to the loaded value removes the cell from the
 * edits; when nothing changes, the history stays as it is (no empty undo steps).
 */
export function applyEdits(
  h: EditHistory,
  edits: readonly CellEdit[],
  original: (row: number, col: number) => number | null,
): EditHistory {
  const before = currentEdits(h);
  const next = new Map(before);
  for (const e of edits) {
    const key = cellKey(e.row, e.col);
    if (!isInvalid(e.value) && e.value === original(e.row, e.col)) next.delete(key);
    else next.set(key, e.value);
  }
  if (sameEdits(before, next)) return h;
  return push(h, next);
}

/** Discard: a blank state on top, unless there is nothing to discard. */
export const discard = (h: EditHistory): EditHistory => (currentEdits(h).size === 0 ? h : push(h, EMPTY));

/** Rows with at least one edit in the current state, ascending. */
export function changedRows(h: EditHistory): number[] {
  const rows = new Set<number>();
  for (const key of currentEdits(h).keys()) rows.add(parseCellKey(key).row);
  return [...rows].sort((a, b) => a - b);
}

export const hasInvalid = (h: EditHistory) => [...currentEdits(h).values()].some(isInvalid);

function sameEdits(a: Edits, b: Edits): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (!b.has(k)) return false;
    if (isInvalid(v) || isInvalid(w) ? !(isInvalid(v) && isInvalid(w) && v.invalid === w.invalid) : v !== w)
      return false;
  }
  return true;
}
