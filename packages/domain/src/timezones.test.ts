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
  it.each([
    [
      'prefers the plant market zone',
      { plantTimezone: 'Europe/Oslo', portfolioPlantTimezones: ['Europe/Zurich'], browserTimezone: 'UTC' },
      { timezone: 'Europe/Oslo', source: 'plant' },
    ],
    [
      'uses the portfolio zone when all plants share one',
      { portfolioPlantTimezones: ['Europe/Zurich', 'Europe/Zurich'], browserTimezone: 'UTC' },
      { timezone: 'Europe/Zurich', source: 'portfolio' },
    ],
    [
      'falls to the user zone when the plants disagree',
      { portfolioPlantTimezones: ['Europe/Zurich', 'Europe/Oslo'], browserTimezone: 'Asia/Tokyo' },
      { timezone: 'Asia/Tokyo', source: 'user' },
    ],
    [
      'falls to the user zone when a plant zone is unknown',
      { portfolioPlantTimezones: ['Europe/Zurich', null], browserTimezone: 'Asia/Tokyo' },
      { timezone: 'Asia/Tokyo', source: 'user' },
    ],
    [
      'falls to the user zone without plants',
      { portfolioPlantTimezones: [], browserTimezone: 'Asia/Tokyo' },
      { timezone: 'Asia/Tokyo', source: 'user' },
    ],
    [
      'ignores an unknown plant zone',
      { plantTimezone: 'Bad/Zone', browserTimezone: 'Asia/Tokyo' },
      { timezone: 'Asia/Tokyo', source: 'user' },
    ],
    [
      'uses the fallback Europe/Vienna when the browser zone is not in the list',
      { browserTimezone: 'Not/AZone' },
      { timezone: 'Europe/Vienna', source: 'fallback' },
    ],
    ['uses the fallback Europe/Vienna without a browser zone', {}, { timezone: 'Europe/Vienna', source: 'fallback' }],
  ])('%s', (_, input, expected) => expect(resolveTimezone(input)).toEqual(expected));
});
