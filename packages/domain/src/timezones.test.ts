import { describe, expect, it } from 'vitest';
import { timezoneQuerySchema } from './querySchemas.js';
import { isKnownTimezone, resolveTimezone, TIMEZONES } from './timezones.js';

describe('timezones', () => {
  it('lists IANA zones including UTC and Europe/Vienna', () => {
    expect(TIMEZONES.length).toBeGreaterThan(300);
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(isKnownTimezone('Europe/Vienna')).toBe(true);
    expect(isKnownTimezone('Mars/Olympus')).toBe(false);
    expect(timezoneQuerySchema.safeParse('Europe/Oslo').success).toBe(true);
    expect(timezoneQuerySchema.safeParse('Nowhere').success).toBe(false);
  });
});

describe('resolveTimezone priority', () => {
  it('prefers the plant market zone', () => {
    expect(
      resolveTimezone({
        plantTimezone: 'Europe/Oslo',
        portfolioPlantTimezones: ['Europe/Zurich'],
        browserTimezone: 'UTC',
      }),
    ).toEqual({ timezone: 'Europe/Oslo', source: 'plant' });
  });
  it('uses the portfolio zone when all plants share one', () => {
    expect(
      resolveTimezone({ portfolioPlantTimezones: ['Europe/Zurich', 'Europe/Zurich'], browserTimezone: 'UTC' }),
    ).toEqual({
      timezone: 'Europe/Zurich',
      source: 'portfolio',
    });
  });
  it('falls to the user zone when the plants disagree or are unknown', () => {
    expect(
      resolveTimezone({ portfolioPlantTimezones: ['Europe/Zurich', 'Europe/Oslo'], browserTimezone: 'Asia/Tokyo' }),
    ).toEqual({
      timezone: 'Asia/Tokyo',
      source: 'user',
    });
    expect(
      resolveTimezone({ portfolioPlantTimezones: ['Europe/Zurich', null], browserTimezone: 'Asia/Tokyo' }).source,
    ).toBe('user');
    expect(resolveTimezone({ portfolioPlantTimezones: [], browserTimezone: 'Asia/Tokyo' }).source).toBe('user');
  });
  it('ignores an unknown plant zone', () => {
    expect(resolveTimezone({ plantTimezone: 'Bad/Zone', browserTimezone: 'Asia/Tokyo' }).source).toBe('user');
  });
  it('uses the fallback Europe/Vienna when the browser zone is not in the list', () => {
    expect(resolveTimezone({ browserTimezone: 'Not/AZone' })).toEqual({
      timezone: 'Europe/Vienna',
      source: 'fallback',
    });
    expect(resolveTimezone({})).toEqual({ timezone: 'Europe/Vienna', source: 'fallback' });
  });
});
