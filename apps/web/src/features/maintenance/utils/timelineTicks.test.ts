import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { timelineTicks } from './timelineTicks';
import { viewWindow } from './viewWindow';

const local = (ms: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);

describe('timeline ticks', () => {
  it('week zoom: one tick per Monday at local midnight, labelled with that date (not every 5.6 days)', () => {
    const win = viewWindow('timeline', Temporal.PlainDate.from('2026-11-24'), 'Europe/Vienna', 'week');
    const ticks = timelineTicks(win.from, win.to, 'Europe/Vienna', 'en-GB', 'week');
    expect(ticks.map((k) => k.label)).toEqual(['30/11', '07/12', '14/12', '21/12', '28/12', '04/01', '11/01', '18/01']);
    for (const k of ticks) expect(local(k.ms, 'Europe/Vienna')).toMatchObject({ dayOfWeek: 1, hour: 0, minute: 0 });
  });
  it('day zoom: every local midnight, also across the clock change (a 23-hour day)', () => {
    const win = viewWindow('timeline', Temporal.PlainDate.from('2026-03-25'), 'Europe/Vienna', 'day');
    const ticks = timelineTicks(win.from, win.to, 'Europe/Vienna', 'en-GB', 'day');
    expect(ticks).toHaveLength(14);
    expect(ticks[0]).toEqual({ ms: win.from, label: '25/03' });
    expect(ticks.map((k) => local(k.ms, 'Europe/Vienna').hour)).toEqual(Array(14).fill(0));
    expect(ticks[5].ms - ticks[4].ms).toBe(23 * 3_600_000);
  });
  it('hour zoom every 6 hours; month zoom on every 1st', () => {
    const h = viewWindow('timeline', Temporal.PlainDate.from('2026-11-24'), 'UTC', 'hour');
    expect(timelineTicks(h.from + 3_600_000, h.to, 'UTC', 'en-GB', 'hour').map((k) => k.label)).toEqual([
      '24/11, 06:00',
      '24/11, 12:00',
      '24/11, 18:00',
      '25/11, 00:00',
      '25/11, 06:00',
      '25/11, 12:00',
      '25/11, 18:00',
    ]);
    const m = viewWindow('timeline', Temporal.PlainDate.from('2026-11-24'), 'Europe/Vienna', 'month');
    const months = timelineTicks(m.from, m.to, 'Europe/Vienna', 'en-GB', 'month');
    expect(months.map((k) => k.label)).toEqual([
      'Dec 26',
      'Jan 27',
      'Feb 27',
      'Mar 27',
      'Apr 27',
      'May 27',
      'Jun 27',
      'Jul 27',
      'Aug 27',
      'Sept 27',
      'Oct 27',
      'Nov 27',
    ]);
  });
});
