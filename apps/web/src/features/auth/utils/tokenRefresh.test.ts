import { describe, expect, it } from 'vitest';
import { needsRefresh } from './tokenRefresh';

describe('needsRefresh (10 s threshold)', () => {
  const exp = 1_000; // epoch seconds
  it('not with more than 10 s left', () => expect(needsRefresh(exp, 989_999)).toBe(false));
  it('not with exactly 10 s left', () => expect(needsRefresh(exp, 990_000)).toBe(false));
  it('with less than 10 s left', () => expect(needsRefresh(exp, 990_001)).toBe(true));
  it('when expired', () => expect(needsRefresh(exp, 2_000_000)).toBe(true));
});
