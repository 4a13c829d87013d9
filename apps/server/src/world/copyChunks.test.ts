import { describe, expect, it } from 'vitest';
import { seriesCopyChunks } from './copyChunks.js';
import { presentRanges } from './series.js';
import type { Series } from './series.js';

const s: Series = {
  componentId: 'x',
  quantity: 'power',
  kind: 'actual',
  startTs: Date.UTC(2026, 0, 1),
  stepMs: 3_600_000,
  values: Float64Array.from([1, 2.5, NaN, NaN, -3, 4]),
};

describe('seriesCopyChunks', () => {
  it('writes tab-separated rows, skips gaps and respects the chunk size', () => {
    const chunks = [...seriesCopyChunks([s, s], () => 7, 3)];
    expect(chunks).toHaveLength(3);
    const rows = chunks.join('').trimEnd().split('\n');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toBe('7\t2026-01-01T00:00:00.000Z\t1');
    expect(rows[2]).toBe('7\t2026-01-01T04:00:00.000Z\t-3');
  });
});

describe('presentRanges', () => {
  it('lists the gapless stretches', () => {
    expect(presentRanges(s)).toEqual([
      [s.startTs, s.startTs + 2 * 3_600_000],
      [s.startTs + 4 * 3_600_000, s.startTs + 6 * 3_600_000],
    ]);
  });
});
