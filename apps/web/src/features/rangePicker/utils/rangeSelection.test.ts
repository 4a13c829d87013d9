import { describe, expect, test } from 'vitest';
import { plainDate } from './rangeDates';
import {
  highlightedDays,
  INITIAL_SELECTION,
  reduceSelection,
  type SelectionEvent,
  type SelectionState,
} from './rangeSelection';

const d = (day: number) => plainDate(2026, 3, day);
const run = (events: SelectionEvent[], from: SelectionState = INITIAL_SELECTION) =>
  events.reduce<{ state: SelectionState; commits: string[] }>(
    (acc, e) => {
      const r = reduceSelection(acc.state, e);
      return {
        state: r.state,
        commits: r.commit ? [...acc.commits, `${r.commit.first}..${r.commit.last}`] : acc.commits,
      };
    },
    { state: from, commits: [] },
  );

describe('range selection state machine', () => {
  test('not-selecting -> selecting-start -> selected-start -> selecting-end -> commit', () => {
    let s = reduceSelection(INITIAL_SELECTION, { type: 'begin' }).state;
    expect(s.status).toBe('selecting-start');
    s = reduceSelection(s, { type: 'hover', date: d(3) }).state;
    expect(s).toMatchObject({ status: 'selecting-start' });
    expect(highlightedDays(s, null)?.first.toString()).toBe('2026-03-03');
    s = reduceSelection(s, { type: 'pick', date: d(5) }).state;
    expect(s).toMatchObject({ status: 'selected-start' });
    s = reduceSelection(s, { type: 'hover', date: d(9) }).state;
    expect(s.status).toBe('selecting-end');
    expect(String(highlightedDays(s, null)?.last)).toBe('2026-03-09');
    const done = reduceSelection(s, { type: 'pick', date: d(9) });
    expect(done.state.status).toBe('not-selecting');
    expect(`${done.commit?.first}..${done.commit?.last}`).toBe('2026-03-05..2026-03-09');
  });

  test('an end before the start is ordered; the same day twice is a one-day range', () => {
    expect(
      run([
        { type: 'begin' },
        { type: 'pick', date: d(20) },
        { type: 'hover', date: d(2) },
        { type: 'pick', date: d(2) },
      ]).commits,
    ).toEqual(['2026-03-02..2026-03-20']);
    expect(
      run([
        { type: 'pick', date: d(7) },
        { type: 'pick', date: d(7) },
      ]).commits,
    ).toEqual(['2026-03-07..2026-03-07']);
  });

  test('Escape restarts a pending range, and a second Escape leaves selection', () => {
    const pending = run([{ type: 'begin' }, { type: 'pick', date: d(5) }, { type: 'hover', date: d(8) }]);
    expect(pending.state.status).toBe('selecting-end');
    const restarted = reduceSelection(pending.state, { type: 'escape' }).state;
    expect(restarted).toEqual({ status: 'selecting-start', hover: null });
    expect(reduceSelection({ status: 'selected-start', start: d(5) }, { type: 'escape' }).state.status).toBe(
      'selecting-start',
    );
    // after restarting, the next pick is a new start, not an end
    const next = run(
      [
        { type: 'pick', date: d(12) },
        { type: 'pick', date: d(14) },
      ],
      restarted,
    );
    expect(next.commits).toEqual(['2026-03-12..2026-03-14']);
    expect(reduceSelection(restarted, { type: 'escape' }).state.status).toBe('not-selecting');
  });

  test('highlight falls back to the committed range; hovering while not selecting changes nothing', () => {
    const committed = { first: d(1), last: d(4) };
    expect(highlightedDays(INITIAL_SELECTION, committed)).toBe(committed);
    expect(reduceSelection(INITIAL_SELECTION, { type: 'hover', date: d(9) }).state).toBe(INITIAL_SELECTION);
    expect(reduceSelection({ status: 'selected-start', start: d(2) }, { type: 'cancel' }).state.status).toBe(
      'not-selecting',
    );
  });
});
