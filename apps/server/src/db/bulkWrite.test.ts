import { describe, expect, it } from 'vitest';
import { binaryCopyData } from './bulkWrite.js';

// PostgreSQL's binary COPY format as binaryCopyData writes it (the telemetry ingest's rows, issue 26).
describe('binaryCopyData', () => {
  it('writes the header, each row with its fields (NULL as length -1), 64-bit values exactly, and the trailer', () => {
    const before2000 = Date.UTC(1999, 11, 31, 23, 59, 59, 999);
    const data = binaryCopyData(
      [
        { type: 'int8', values: [2 ** 40 + 7, -3] },
        { type: 'timestamptz', values: [Date.UTC(2026, 0, 1), before2000] },
        { type: 'float8', values: [1.5, -0.25] },
        { type: 'int2', values: [0, 2], nullIf: 0 },
        { type: 'int4', values: [1, null] },
      ],
      2,
    );
    const view = new DataView(data.buffer, data.byteOffset, data.length);
    expect(data.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    let at = 19;
    const fields = () => {
      const out: (bigint | number | null)[] = [];
      const n = view.getInt16(at);
      at += 2;
      for (let i = 0; i < n; i++) {
        const len = view.getInt32(at);
        at += 4;
        if (len === -1) out.push(null);
        else if (len === 8) out.push(i === 2 ? view.getFloat64(at) : view.getBigInt64(at));
        else out.push(len === 4 ? view.getInt32(at) : view.getInt16(at));
        at += Math.max(len, 0);
      }
      return out;
    };
    const micros = (ms: number) => BigInt(ms - Date.UTC(2000, 0, 1)) * 1000n;
    expect(fields()).toEqual([2n ** 40n + 7n, micros(Date.UTC(2026, 0, 1)), 1.5, null, 1]);
    expect(fields()).toEqual([-3n, micros(before2000), -0.25, 2, null]);
    expect(view.getInt16(at)).toBe(-1);
    expect(at + 2).toBe(data.length);
  });
});
