import { describe, expect, it } from 'vitest';
import { appendAll, maxOf, minOf } from './arrays.js';

describe('array helpers without spread', () => {
  it('min and max of two million values, and of none', () => {
    const xs = Float64Array.from({ length: 2_000_000 }, (_, i) => Math.sin(i) * i);
    expect(() => Math.max.apply(null, xs as unknown as number[])).toThrow(RangeError); // what the spread did
    let min = Infinity;
    let max = -Infinity;
    for (const x of xs) [min, max] = [Math.min(min, x), Math.max(max, x)];
    expect(minOf(xs)).toBe(min);
    expect(maxOf(xs)).toBe(max);
    expect(minOf([])).toBe(Infinity);
    expect(maxOf([], 0)).toBe(0);
    expect(maxOf([1, NaN, 2])).toBeNaN();
  });

  it('appends two million items', () => {
    const target = [1];
    appendAll(
      target,
      Array.from({ length: 2_000_000 }, (_, i) => i),
    );
    expect(target).toHaveLength(2_000_001);
    expect(target[2_000_000]).toBe(1_999_999);
  });
});
