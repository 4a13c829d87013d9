import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimestamp, parseUploadCsv } from './parseUploadCsv.js';

const V = 'Europe/Vienna';

describe('parseUploadCsv', () => {
  it('reads a header, timestamps in several forms and values per column', () => {
    const csv = 'timestamp,a,b\n2026-01-01T00:00:00Z,1.5,2\n2026-01-01 02:00,,3e1\n1767232800000,-4,.5\n';
    const out = parseUploadCsv(csv, V);
    expect(out.errors).toEqual([]);
    expect(out.columns).toEqual([
      { header: 'a', column: 2 },
      { header: 'b', column: 3 },
    ]);
    expect(out.values.map((v) => [v.line, v.column, v.ts, v.value])).toEqual([
      [2, 2, Date.UTC(2026, 0, 1), 1.5],
      [2, 3, Date.UTC(2026, 0, 1), 2],
      [3, 3, Date.UTC(2026, 0, 1, 1), 30], // 02:00 CET
      [4, 2, 1767232800000, -4],
      [4, 3, 1767232800000, 0.5],
    ]);
  });

  it('names line and column of every bad field, counting lines of quoted multi-line fields', () => {
    const csv = 'time;x\n"2026-01-01\n 00:00";1\n2026-01-01 01:00;abc\nnope;1\n2026-01-01 03:00;1;2\n';
    const out = parseUploadCsv(csv, V);
    expect(out.errors.map((e) => [e.line, e.column])).toEqual([
      [2, 1], // the quoted time spans lines 2-3 and is no date
      [4, 2],
      [5, 1],
      [6, 3],
    ]);
    expect(out.errors[1].path).toBe('line 4, column 2');
  });

  it('accepts a decimal comma with semicolons, and the spreadsheet date form', () => {
    const out = parseUploadCsv('Timestamp;x\n30.10.2026 15:00;1,25\n', V);
    expect(out.errors).toEqual([]);
    expect(out.values[0]).toMatchObject({ ts: Date.UTC(2026, 9, 30, 14), value: 1.25 });
  });

  it('rejects missing headers, duplicates and empty files', () => {
    expect(parseUploadCsv('', V).errors[0]).toMatchObject({ line: 1, column: 1 });
    expect(parseUploadCsv('value,x\n', V).errors[0]).toMatchObject({ line: 1, column: 1 });
    expect(parseUploadCsv('ts,x,x\n', V).errors[0]).toMatchObject({ line: 1, column: 3 });
    expect(parseUploadCsv('ts\n', V).errors[0]).toMatchObject({ line: 1, column: 2 });
  });

  it('refuses local times in the DST gap and the repeated hour, not those with an offset', () => {
    expect(parseTimestamp('2026-03-29 02:30', V)).toMatch(/daylight saving/);
    expect(parseTimestamp('2026-10-25 02:00', V)).toMatch(/daylight saving/);
    expect(parseTimestamp('2026-10-25T02:00+01:00', V)).toBe(Date.UTC(2026, 9, 25, 1));
  });

  it('never throws on junk', () => {
    fc.assert(fc.property(fc.string(), (s) => void parseUploadCsv(s, V)));
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { maxLength: 4 }), { maxLength: 6 }),
        (rows) => void parseUploadCsv(['ts,a', ...rows.map((r) => r.join(','))].join('\n'), V),
      ),
    );
  });
});
