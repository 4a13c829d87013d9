import { PlainDate } from './plainDate';

/**
 * Range selection in the calendar (spec 1 section 4): not-selecting, selecting-start,
 * selected-start, selecting-end; Escape restarts a pending range.
 *
 *   not-selecting  --begin-->          selecting-start   (calendar opened: waiting for a first day)
 *   selecting-start / not-selecting --pick d--> selected-start(d)
 *   selected-start --hover e-->        selecting-end(d, e)   (preview d..e)
 *   selected-start / selecting-end --pick e--> not-selecting, commits d..e (ordered)
 *   selected-start / selecting-end --escape--> selecting-start (the pending range restarts)
 *   selecting-start --escape-->        not-selecting
 */
export type SelectionState =
  | { status: 'not-selecting' }
  | { status: 'selecting-start'; hover: PlainDate | null }
  | { status: 'selected-start'; start: PlainDate }
  | { status: 'selecting-end'; start: PlainDate; hover: PlainDate };

export type SelectionEvent =
  | { type: 'begin' }
  | { type: 'hover'; date: PlainDate }
  | { type: 'pick'; date: PlainDate }
  | { type: 'escape' }
  | { type: 'cancel' };

export interface SelectionResult {
  state: SelectionState;
  /** Set when a pick completed a range: first and last day, ordered. */
  commit?: { first: PlainDate; last: PlainDate };
}

export const INITIAL_SELECTION: SelectionState = { status: 'not-selecting' };

const ordered = (a: PlainDate, b: PlainDate) =>
  PlainDate.compare(a, b) <= 0 ? { first: a, last: b } : { first: b, last: a };

export function reduceSelection(state: SelectionState, event: SelectionEvent): SelectionResult {
  switch (event.type) {
    case 'begin':
      return { state: { status: 'selecting-start', hover: null } };
    case 'cancel':
      return { state: INITIAL_SELECTION };
    case 'escape':
      if (state.status === 'selected-start' || state.status === 'selecting-end')
        return { state: { status: 'selecting-start', hover: null } };
      return { state: INITIAL_SELECTION };
    case 'hover':
      if (state.status === 'selected-start' || state.status === 'selecting-end')
        return { state: { status: 'selecting-end', start: state.start, hover: event.date } };
      if (state.status === 'selecting-start') return { state: { status: 'selecting-start', hover: event.date } };
      return { state };
    case 'pick':
      if (state.status === 'selected-start' || state.status === 'selecting-end')
        return { state: INITIAL_SELECTION, commit: ordered(state.start, event.date) };
      return { state: { status: 'selected-start', start: event.date } };
  }
}

/** The days to highlight: the pending range while selecting, else the committed one. */
export function highlightedDays(
  state: SelectionState,
  committed: { first: PlainDate; last: PlainDate } | null,
): { first: PlainDate; last: PlainDate } | null {
  if (state.status === 'selected-start') return { first: state.start, last: state.start };
  if (state.status === 'selecting-end') return ordered(state.start, state.hover);
  if (state.status === 'selecting-start') return state.hover ? { first: state.hover, last: state.hover } : null;
  return committed;
}
