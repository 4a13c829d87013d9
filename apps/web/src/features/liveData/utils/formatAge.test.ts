import { describe, expect, it } from 'vitest';
import { formatAge, formatHours } from './formatAge';

describe('formatAge', () => {
  it('says how long ago in the largest fitting unit', () => {
    expect(formatAge(12_000, 'en-GB')).toBe('12 seconds ago');
    expect(formatAge(3 * 60_000 + 5_000, 'en-GB')).toBe('3 minutes ago');
    expect(formatAge(7 * 3_600_000, 'en-GB')).toBe('7 hours ago');
    expect(formatAge(3 * 86_400_000, 'en-GB')).toBe('3 days ago');
    expect(formatAge(-500, 'en-GB')).toBe('now');
  });

  it('says a setting in hours as minutes below an hour', () => {
    expect(formatHours(6, 'en-GB')).toBe('6 h');
    expect(formatHours(1.5, 'en-GB')).toBe('1.5 h');
    expect(formatHours(2 / 60, 'en-GB')).toBe('2 min');
  });
});
