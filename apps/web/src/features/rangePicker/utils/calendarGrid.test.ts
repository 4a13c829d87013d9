import { describe, expect, test } from 'vitest';
import { calendarGrid, moveFocus } from './calendarGrid';
import { plainDate } from './rangeDates';

describe('calendar grid', () => {
  test('42 days, Monday first, starting on or before the 1st', () => {
    for (let month = 1; month <= 12; month++) {
      const grid = calendarGrid(2026, month);
      expect(grid).toHaveLength(42);
      expect(grid[0].date.dayOfWeek).toBe(1);
      expect(grid[0].date.daysUntil(plainDate(2026, month, 1))).toBeLessThan(7);
      expect(grid.filter((d) => d.inMonth)).toHaveLength(plainDate(2026, month, 1).daysInMonth);
      for (let i = 1; i < 42; i++) expect(grid[i - 1].date.add({ days: 1 }).equals(grid[i].date)).toBe(true);
    }
  });

  test('a month starting on Monday begins with its 1st; one starting on Sunday shows six days before', () => {
    const june = calendarGrid(2026, 6); // 1 June 2026 is a Monday
    expect(june[0].date.toString()).toBe('2026-06-01');
    expect(june[41].date.toString()).toBe('2026-07-12');
    const march = calendarGrid(2026, 3); // 1 March 2026 is a Sunday
    expect(march[0].date.toString()).toBe('2026-02-23');
    expect(march[6]).toMatchObject({ inMonth: true });
    expect(march[5].inMonth).toBe(false);
  });

  test('keyboard moves', () => {
    const d = plainDate(2026, 1, 31); // Saturday
    expect(moveFocus(d, 'ArrowRight')!.toString()).toBe('2026-02-01');
    expect(moveFocus(d, 'ArrowLeft')!.toString()).toBe('2026-01-30');
    expect(moveFocus(d, 'ArrowDown')!.toString()).toBe('2026-02-07');
    expect(moveFocus(d, 'ArrowUp')!.toString()).toBe('2026-01-24');
    expect(moveFocus(d, 'Home')!.toString()).toBe('2026-01-26');
    expect(moveFocus(d, 'End')!.toString()).toBe('2026-02-01');
    expect(moveFocus(d, 'PageDown')!.toString()).toBe('2026-02-28');
    expect(moveFocus(d, 'PageUp', true)!.toString()).toBe('2025-01-31');
    expect(moveFocus(d, 'x')).toBeNull();
  });
});
