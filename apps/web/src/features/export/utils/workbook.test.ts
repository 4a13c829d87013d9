import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { workbookBuffer } from './workbook';

describe('Excel export', () => {
  test('text that looks like a formula is written as text (Text format), numbers as numbers', async () => {
    const evil = '=HYPERLINK("http://evil.test/","T2")';
    const buffer = await workbookBuffer([
      {
        name: 'Plant',
        columns: ['Time', `${evil} (MW)`],
        rows: [
          ['@SUM(A1)', -5],
          ['+1', 2.5],
          ['plain', null],
        ],
      },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    const ws = wb.getWorksheet('Plant')!;
    const header = ws.getCell('B1');
    expect(header.type).toBe(ExcelJS.ValueType.String);
    expect(header.value).toBe(`${evil} (MW)`);
    expect(header.numFmt).toBe('@');
    expect(ws.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('A2').numFmt).toBe('@');
    expect(ws.getCell('A3').value).toBe('+1');
    expect(ws.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getCell('B2').value).toBe(-5);
    expect(ws.getCell('A4').numFmt).toBeUndefined();
    // no formula anywhere in the sheet
    const types: number[] = [];
    ws.eachRow((row) => row.eachCell((c) => types.push(c.type)));
    expect(types).not.toContain(ExcelJS.ValueType.Formula);
  });
});
