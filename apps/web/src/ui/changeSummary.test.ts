import { describe, expect, it } from 'vitest';
import { changeSummary } from './changeSummary';

describe('changeSummary', () => {
  it('writes the three forms', () => {
    expect(changeSummary(1, 2)).toBe('from 1 to 2');
    expect(changeSummary(null, 'x')).toBe('changed to x');
    expect(changeSummary('x', null)).toBe('deleted x');
    expect(changeSummary(0, 5)).toBe('from 0 to 5');
  });
  it('treats null to null as an internal error', () => {
    expect(() => changeSummary(null, null)).toThrow(/Internal error/);
  });
});
