import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retryBackoff';

describe('session retry back-off', () => {
  it('waits 1 s, doubling after each failure up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });
});
