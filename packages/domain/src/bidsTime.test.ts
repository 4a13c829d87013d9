import { describe, expect, it } from 'vitest';
import { bidDeadline, defaultBidDate, deliveryDay, lastRunTime, localIso, marketTimeUnits } from './bidsTime.js';

const V = 'Europe/Vienna';

describe('market time units of a delivery day', () => {
  it('an ordinary day has 96 quarter-hours from local midnight', () => {
    const u = marketTimeUnits('2026-11-30', V);
    expect(u).toHaveLength(96);
    expect(u[0]).toEqual({ start: Date.UTC(2026, 10, 29, 23), end: Date.UTC(2026, 10, 29, 23, 15) });
    expect(u[95].end).toBe(Date.UTC(2026, 10, 30, 23));
  });
  it('the day the clocks go forward has 92, the day they go back 100', () => {
    expect(marketTimeUnits('2026-03-29', V)).toHaveLength(92);
    expect(marketTimeUnits('2026-10-25', V)).toHaveLength(100);
    // the same calendar days in a zone without daylight saving have 96
    expect(marketTimeUnits('2026-03-29', 'UTC')).toHaveLength(96);
    expect(marketTimeUnits('2026-10-25', 'Asia/Tokyo')).toHaveLength(96);
  });
  it('the repeated autumn hour is told apart by its offset', () => {
    const u = marketTimeUnits('2026-10-25', V);
    expect(localIso(u[8].start, V)).toBe('2026-10-25T02:00+02:00');
    expect(localIso(u[12].start, V)).toBe('2026-10-25T02:00+01:00');
    expect(deliveryDay('2026-10-25', V)).toEqual({ start: Date.UTC(2026, 9, 24, 22), end: Date.UTC(2026, 9, 25, 23) });
  });
});

describe('bid date and deadline', () => {
  it('the default date is tomorrow in the zone', () => {
    expect(defaultBidDate(Date.UTC(2026, 10, 28, 22, 30), V)).toBe('2026-11-29'); // 23:30 on the 28th
    expect(defaultBidDate(Date.UTC(2026, 10, 28, 23, 30), V)).toBe('2026-11-30'); // 00:30 on the 29th
  });
  it('the deadline is the configured local time the day before, else 12:00 Brussels; the last run an hour earlier', () => {
    expect(bidDeadline('2026-11-30', V, { hour: 10, minute: 30 })).toBe(Date.UTC(2026, 10, 29, 9, 30));
    expect(bidDeadline('2026-11-30', V, null)).toBe(Date.UTC(2026, 10, 29, 11));
    expect(bidDeadline('2026-07-01', V, null)).toBe(Date.UTC(2026, 5, 30, 10)); // CEST
    expect(lastRunTime('2026-11-30', V, { hour: 10, minute: 30 })).toBe(Date.UTC(2026, 10, 29, 8, 30));
  });
});
