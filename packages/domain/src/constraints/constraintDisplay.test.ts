import { describe, expect, it } from 'vitest';
import { describePattern, formatConstraintValue, fromDisplayNumber, toDisplayNumber } from './constraintDisplay.js';
import { EMPTY_PATTERN } from './recurringPattern.js';

describe('constraint display', () => {
  it('shows ratio values x100 with a percent sign, zones as their band, others with their unit', () => {
    expect(formatConstraintValue(0.35, 'ratio', 'ratio')).toBe('35 %');
    expect(formatConstraintValue({ min: 10, max: 20.5 }, 'json', 'MW')).toBe('10 to 20.5 MW');
    expect(formatConstraintValue(1990.25, 'other', 'm a.s.l.')).toBe('1,990.25 m a.s.l.');
  });
  it('turns a percent back into the stored ratio without float noise', () => {
    expect(fromDisplayNumber(7, 'ratio')).toBe(0.07);
    expect(toDisplayNumber(0.07, 'ratio')).toBe(7);
    expect(fromDisplayNumber(7, 'other')).toBe(7);
  });
  it('describes a pattern in words, wrapping hours included', () => {
    expect(describePattern(null)).toBe('Always');
    expect(describePattern(EMPTY_PATTERN)).toBe('Always');
    expect(
      describePattern({ ...EMPTY_PATTERN, month_of_year: { start: 6, end: 8 }, hour_of_day: { start: 22, end: 5 } }),
    ).toBe('22:00 to 05:59, Jun to Aug');
    expect(describePattern({ ...EMPTY_PATTERN, day_of_week: { start: 6, end: 6 } })).toBe('weekdays: Sat');
  });
});
