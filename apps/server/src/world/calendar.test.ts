import { describe, expect, it } from 'vitest';
import { buildCalendar, centralEuropeanOffsetMs, HOUR_MS } from './calendar.js';

describe('calendar', () => {
  it('follows Central European summer time', () => {
    expect(centralEuropeanOffsetMs(Date.UTC(2026, 0, 15))).toBe(HOUR_MS);
    expect(centralEuropeanOffsetMs(Date.UTC(2026, 2, 29, 0, 59))).toBe(HOUR_MS);
    expect(centralEuropeanOffsetMs(Date.UTC(2026, 2, 29, 1))).toBe(2 * HOUR_MS);
    expect(centralEuropeanOffsetMs(Date.UTC(2026, 9, 25, 0, 59))).toBe(2 * HOUR_MS);
    expect(centralEuropeanOffsetMs(Date.UTC(2026, 9, 25, 1))).toBe(HOUR_MS);
  });

  it('gives local hours, weekdays and days of year; a spring-forward day has 23 hours', () => {
    const start = Date.UTC(2026, 2, 28, 23); // 29 March 2026 00:00 CET, a Sunday
    const cal = buildCalendar(start, 48);
    expect(cal.hourOfDay[0]).toBe(0);
    expect(cal.weekday[0]).toBe(0);
    expect(cal.hourOfDay[2]).toBe(3); // 02:00 does not exist
    expect(cal.dayIndex[22]).toBe(0);
    expect(cal.dayIndex[23]).toBe(1);
    expect(cal.weekday[23]).toBe(1);
    expect(Math.floor(cal.dayOfYear[0])).toBe(87);
  });

  it('wraps the day of year at New Year local time', () => {
    const cal = buildCalendar(Date.UTC(2025, 11, 31, 22), 3);
    expect(cal.dayOfYear[0]).toBeCloseTo(364 + 23 / 24);
    expect(cal.dayOfYear[1]).toBe(0);
    expect(cal.days).toBe(2);
  });
});
