import { describe, expect, it } from 'vitest';
import { formatDuration, formatNumber, formatSigned } from './formatRunFigures';

describe('run figures', () => {
  it('formats durations, numbers and signed differences', () => {
    expect(formatDuration(870)).toBe('870 ms');
    expect(formatDuration(19.04)).toBe('19 ms'); // not "0.0 s"
    expect(formatDuration(999.6)).toBe('1.0 s');
    expect(formatDuration(1870)).toBe('1.9 s');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatDuration(null)).toBe('—');
    expect(formatNumber(1234567.8, 'en-GB')).toBe('1,234,568');
    expect(formatSigned(1234.5, 'en-GB', 1)).toBe('+1,234.5');
    expect(formatSigned(-56, 'en-GB')).toBe('-56');
    expect(formatSigned(0, 'en-GB')).toBe('0');
  });
});
