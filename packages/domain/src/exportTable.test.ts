import { describe, expect, test } from 'vitest';
import { isoWithOffset, localTimestamp, looksLikeFormula, timeCells, toCsv } from './exportTable.js';

describe('export tables', () => {
  test('times in the zone and in ISO 8601 with the offset, across the autumn DST change', () => {
    const ms = Date.UTC(2026, 10, 24, 2); // 03:00 in Vienna (CET)
    expect(localTimestamp(ms, 'Europe/Vienna')).toBe('2026-11-24 03:00');
    expect(isoWithOffset(ms, 'Europe/Vienna')).toBe('2026-11-24T03:00:00+01:00');
    // 25 Oct 2026: 02:00 happens twice in Vienna; the offset tells them apart.
    expect(timeCells(Date.UTC(2026, 9, 25, 0), 'Europe/Vienna')).toEqual([
      '2026-10-25 02:00',
      '2026-10-25T02:00:00+02:00',
    ]);
    expect(timeCells(Date.UTC(2026, 9, 25, 1), 'Europe/Vienna')).toEqual([
      '2026-10-25 02:00',
      '2026-10-25T02:00:00+01:00',
    ]);
  });

  test('CSV: header with units, quotes where needed, empty cells for missing values, BOM and CRLF', () => {
    const csv = toCsv({
      columns: ['Time (Europe/Vienna)', 'Inflow, Obersee (m³/s)'],
      rows: [
        ['2026-11-24 03:00', 1.5],
        ['2026-11-24 04:00', null],
        ['say "hi"', NaN],
      ],
    });
    expect(csv).toBe(
      '\uFEFFTime (Europe/Vienna),"Inflow, Obersee (m³/s)"\r\n2026-11-24 03:00,1.5\r\n2026-11-24 04:00,\r\n"say ""hi""",\r\n',
    );
  });

  test('CSV: text a spreadsheet would run as a formula gets a leading quote (OWASP); numbers stay numbers', () => {
    const csv = toCsv({
      columns: ['Time', '=HYPERLINK("http://evil.test/","T2") (MW)'],
      rows: [
        ['+41 99', -5],
        ['-2+3', 1e-7],
        ['@SUM(A1)', 0],
        ['\tcmd', null],
        ['\rcmd', -0.5],
        ['a=b', 2],
      ],
    });
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Time,"\'=HYPERLINK(""http://evil.test/"",""T2"") (MW)"',
      '"\'+41 99",-5',
      '"\'-2+3",1e-7',
      '"\'@SUM(A1)",0',
      '"\'\tcmd",',
      '"\'\rcmd",-0.5',
      'a=b,2',
      '',
    ]);
    expect(['=1', '+1', '-1', '@a', '\t', '\r'].every(looksLikeFormula)).toBe(true);
    expect(['1', 'a=1', ' =1', "'=1", ''].some(looksLikeFormula)).toBe(false);
  });
});
