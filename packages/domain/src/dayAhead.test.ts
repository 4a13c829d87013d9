import { describe, expect, it } from 'vitest';
import { dayAheadWindow, isDayAheadEdit } from './dayAhead.js';

const V = 'Europe/Vienna';
const noon = { hour: 12, minute: 0 };

describe('dayAheadWindow', () => {
  it('winter: cutoff one hour before the day-ahead time, end at 00:00 of the day after tomorrow (CET)', () => {
    const now = Date.UTC(2026, 0, 15, 9, 30); // 10:30 CET
    const w = dayAheadWindow(now, V, noon);
    expect(w.cutoff).toBe(Date.UTC(2026, 0, 15, 10)); // 11:00 CET
    expect(w.end).toBe(Date.UTC(2026, 0, 16, 23)); // 2026-01-17 00:00 CET
    expect(w.source).toBe('configuration');
  });

  it('summer: the same wall-clock rule in CEST', () => {
    const w = dayAheadWindow(Date.UTC(2026, 6, 1, 6), V, { hour: 10, minute: 30 });
    expect(w.cutoff).toBe(Date.UTC(2026, 6, 1, 7, 30)); // 09:30 CEST
    expect(w.end).toBe(Date.UTC(2026, 6, 2, 22)); // 2026-07-03 00:00 CEST
  });

  it('uses the local date, not the UTC date (23:30 UTC is already tomorrow in Vienna)', () => {
    const w = dayAheadWindow(Date.UTC(2026, 0, 15, 23, 30), V, noon);
    expect(w.cutoff).toBe(Date.UTC(2026, 0, 16, 10));
    expect(w.end).toBe(Date.UTC(2026, 0, 17, 23));
  });

  it('spring-forward: tomorrow has 23 hours, so the window end moves by one hour less', () => {
    const w = dayAheadWindow(Date.UTC(2026, 2, 28, 8), V, noon); // Sat 28 March, 09:00 CET
    expect(w.cutoff).toBe(Date.UTC(2026, 2, 28, 10));
    expect(w.end).toBe(Date.UTC(2026, 2, 29, 22)); // Mon 30 March 00:00 CEST
    expect((w.end - w.cutoff) / 3_600_000).toBe(36); // 13 h today + 23 h on the DST day
  });

  it('fall-back: tomorrow has 25 hours', () => {
    const w = dayAheadWindow(Date.UTC(2026, 9, 24, 8), V, noon); // Sat 24 October
    expect(w.cutoff).toBe(Date.UTC(2026, 9, 24, 9)); // 11:00 CEST
    expect(w.end).toBe(Date.UTC(2026, 9, 25, 23)); // Mon 26 October 00:00 CET
    expect((w.end - w.cutoff) / 3_600_000).toBe(38);
  });

  it('a day-ahead time inside the DST gap counts from the shifted wall time, one real hour earlier', () => {
    const w = dayAheadWindow(Date.UTC(2026, 2, 29, 5), V, { hour: 2, minute: 30 }); // 02:30 does not exist on 29 March
    expect(w.cutoff).toBe(Date.UTC(2026, 2, 29, 0, 30)); // 03:30 CEST - 1 h = 01:30 CET
  });

  it('falls back to 08:00 local when the configuration is unavailable', () => {
    const winter = dayAheadWindow(Date.UTC(2026, 0, 15, 12), V, null);
    expect(winter.cutoff).toBe(Date.UTC(2026, 0, 15, 7));
    expect(winter.source).toBe('fallback');
    expect(dayAheadWindow(Date.UTC(2026, 6, 15, 12), V, null).cutoff).toBe(Date.UTC(2026, 6, 15, 6));
  });

  it('midnight day-ahead time: cutoff 23:00 of the previous local day', () => {
    expect(dayAheadWindow(Date.UTC(2026, 0, 15, 12), V, { hour: 0, minute: 0 }).cutoff).toBe(Date.UTC(2026, 0, 14, 22));
  });
});

describe('isDayAheadEdit', () => {
  const w = dayAheadWindow(Date.UTC(2026, 0, 15, 9), V, noon);
  it('includes the cutoff, excludes the end', () => {
    expect(isDayAheadEdit(w, w.cutoff)).toBe(true);
    expect(isDayAheadEdit(w, w.cutoff - 3_600_000)).toBe(false);
    expect(isDayAheadEdit(w, w.end - 3_600_000)).toBe(true);
    expect(isDayAheadEdit(w, w.end)).toBe(false);
  });
});
