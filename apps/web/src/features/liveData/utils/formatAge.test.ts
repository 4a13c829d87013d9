import { describe, expect, it } from 'vitest';
import { formatAge } from './formatAge';

describe('formatAge', () => {
  it('says how long ago in the largest fitting unit', () => {
    expect(formatAge(12_000, 'en-GB')).toBe('12 seconds ago');
    expect(formatAge(3 * 60_000 + 5_000, 'en-GB')).toBe('3 minutes ago');
    expect(formatAge(7 * 3_600_000, 'en-GB')).toBe('7 hours ago');
    expect(formatAge(3 * 86_400_000, 'en-GB')).toBe('3 days ago');
    expect(formatAge(-500, 'en-GB')).toBe('now');
  });
});
