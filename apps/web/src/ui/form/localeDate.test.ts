import { describe, expect, it } from 'vitest';
import { dateInputText, formatLocaleDate, parseLocaleDate } from './localeDate';

describe('locale dates (issue 27 item 17: date inputs in the browser locale)', () => {
  it("writes a date in the app locale's short pattern", () => {
    expect(formatLocaleDate('2026-11-28', 'en-GB')).toBe('28/11/2026');
    expect(formatLocaleDate('2026-11-28', 'en-US')).toBe('11/28/2026');
    expect(formatLocaleDate('2026-11-28', 'de-DE')).toBe('28.11.2026');
    expect(formatLocaleDate('', 'en-GB')).toBe('');
  });
  it('reads typed text by that pattern, with any of / - . between the numbers', () => {
    expect(parseLocaleDate('28/11/2026', 'en-GB')).toBe('2026-11-28');
    expect(parseLocaleDate('1.2.2027', 'en-GB')).toBe('2027-02-01');
    expect(parseLocaleDate('11/28/2026', 'en-US')).toBe('2026-11-28');
    expect(parseLocaleDate('2026-11-28', 'en-US')).toBe('2026-11-28');
  });
  it('passes what is not a date on raw, so validation names it', () => {
    expect(parseLocaleDate('31/02/2026', 'en-GB')).toBe('31/02/2026');
    expect(parseLocaleDate('11/28/2026', 'en-GB')).toBe('11/28/2026');
    expect(parseLocaleDate('soon', 'en-GB')).toBe('soon');
  });
  it('keeps only digits, slash, hyphen and dot while typing', () => {
    expect(dateInputText('28a/11 /2026')).toBe('28/11/2026');
  });
});
