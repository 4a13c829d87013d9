import ExcelJS from 'exceljs';
import { looksLikeFormula, type ExportTable } from '@penstock/domain';

/** Excel allows 31 characters and no []:*?/\ in a sheet name; names must be unique. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let out = base;
  for (let i = 2; taken.has(out.toLowerCase()); i++) out = `${base.slice(0, 28)} ${i}`;
  taken.add(out.toLowerCase());
  return out;
}

/**
 * A text that looks like a formula (=, +, -, @, tab, CR first) stays a string cell and gets the Text
 * number format, so Excel neither runs it nor turns it into a formula when someone edits the cell.
 */
function textAsText(row: ExcelJS.Row) {
  row.eachCell((cell) => {
    if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
  });
}

/** One sheet per table: a bold, frozen header row, numbers as numbers, columns as wide as their header. */
export async function workbookBuffer(tables: ExportTable[]): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Penstock';
  const taken = new Set<string>();
  for (const t of tables) {
    const ws = wb.addWorksheet(sheetName(t.name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = ws.addRow(t.columns);
    header.font = { bold: true };
    textAsText(header);
    for (const r of t.rows)
      textAsText(ws.addRow(r.map((v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))));
    ws.columns.forEach((c, i) => (c.width = Math.min(48, Math.max(12, (t.columns[i]?.length ?? 10) + 2))));
  }
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}
