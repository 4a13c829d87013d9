import { describe, expect, it } from 'vitest';
import { eventsByDay, monthGrid } from './monthGrid';

describe('month grid', () => {
  it('42 days from the Monday before the 1st, with the 23-hour day of the clock change', () => {
    const g = monthGrid(2026, 3, 'Europe/Vienna');
    expect(g).toHaveLength(42);
    expect(g[0]).toMatchObject({ date: '2026-02-23', inMonth: false });
    expect(g.find((d) => d.date === '2026-03-01')).toMatchObject({ inMonth: true, start: Date.UTC(2026, 1, 28, 23) });
    const change = g.find((d) => d.date === '2026-03-29')!;
    expect(change.end - change.start).toBe(23 * 3_600_000);
    expect(g[41].date).toBe('2026-04-05');
    expect(() => monthGrid(2026, 13, 'UTC')).toThrow('Invalid month for MonthCalendar');
  });
  it('events land on every day they touch; never-ending ones on every later day', () => {
    const g = monthGrid(2026, 11, 'UTC');
    const i = g.findIndex((d) => d.date === '2026-11-10');
    const per = eventsByDay(g, [
      { id: 'a', title: 'A', start: Date.UTC(2026, 10, 10, 12), end: Date.UTC(2026, 10, 12) },
      { id: 'b', title: 'B', start: Date.UTC(2026, 10, 11), end: null },
    ]);
    expect(per[i].map((e) => e.id)).toEqual(['a']);
    expect(per[i + 1].map((e) => e.id)).toEqual(['a', 'b']);
    expect(per[i + 2].map((e) => e.id)).toEqual(['b']);
    expect(per[41].map((e) => e.id)).toEqual(['b']);
  });
});
