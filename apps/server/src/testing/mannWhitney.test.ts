import { describe, expect, it } from 'vitest';
import { mannWhitneyZ } from './mannWhitney.js';

describe('mannWhitneyZ', () => {
  it('is 0 for the same sample and large for shifted ones', () => {
    const a = Array.from({ length: 50 }, (_, i) => i);
    expect(mannWhitneyZ(a, a)).toBeCloseTo(0);
    expect(
      mannWhitneyZ(
        a.map((v) => v + 40),
        a,
      ),
    ).toBeGreaterThan(3.29);
    expect(
      mannWhitneyZ(
        a,
        a.map((v) => v + 40),
      ),
    ).toBeLessThan(-3.29);
  });
});
