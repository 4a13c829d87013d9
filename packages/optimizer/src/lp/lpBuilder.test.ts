import { describe, expect, it } from 'vitest';
import { LpBuilder } from './lpBuilder.js';

describe('LpBuilder', () => {
  it("reuses the last build's triplet buffers without carrying its entries, and gives its matrix once", () => {
    // A large build first (its buffers grow past the initial size), then a small one that takes them.
    const big = new LpBuilder();
    const n = 70_000;
    for (let j = 0; j < n; j++) big.addCol(0, 0, 1, 1);
    const r = big.addRow(0, 0, 1);
    for (let j = 0; j < n; j++) big.entry(r, j, 2);
    expect(big.matrix().values.length).toBe(n);
    expect(() => big.csc()).toThrow(/already taken/);

    const small = new LpBuilder();
    const a = small.addCol(0, 0, 1, 1),
      b = small.addCol(0, 0, 1, 1);
    const r0 = small.addRow(0, 0, 1),
      r1 = small.addRow(0, 0, 1);
    small.entry(r1, b, 3);
    small.entry(r0, a, 5);
    small.entry(r0, b, 7);
    const m = small.csc();
    expect(Array.from(m.starts)).toEqual([0, 1, 3]);
    expect(Array.from(m.indices)).toEqual([0, 1, 0]);
    expect(Array.from(m.values)).toEqual([5, 3, 7]);
  });
});
