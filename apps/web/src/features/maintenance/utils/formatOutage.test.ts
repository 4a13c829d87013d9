import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { formatPeriod } from './formatOutage';
import { viewWindow } from './viewWindow';

describe('formatPeriod', () => {
  test("the timeline's days in the app's date format, not the ISO range (issue 27 item 13)", () => {
    const win = viewWindow('timeline', Temporal.PlainDate.from('2026-11-23'), 'Europe/Vienna', 'week');
    expect(win.range).toBe('2026-11-23--2027-01-17');
    expect(formatPeriod(win.from, win.to, 'Europe/Vienna', 'en-GB')).toBe('23/11/2026 – 17/01/2027');
  });
});
