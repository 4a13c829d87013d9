/**
 * Rows pasted from a spreadsheet (tab-separated; also semicolons or spaces), as number cells:
 * a decimal comma is read as a point when the columns are tab- or semicolon-separated, a header
 * row (no number in its first cell) is skipped, empty lines are dropped. Cells that are not numbers
 * come back as NaN, so the table shows them as errors rather than losing the row.
 */
export function parsePastedPoints(text: string, columns: number): number[][] {
  const lines = text.replace(/\r/g, '').split('\n').filter((l) => l.trim() !== '');
  const rows = lines.map((line) => {
    const sep = line.includes('\t') ? '\t' : line.includes(';') ? ';' : /\s/.test(line.trim()) ? /\s+/ : ',';
    const cells = line.trim().split(sep).map((c) => c.trim());
    const decimalComma = sep !== ',';
    return cells.slice(0, columns).map((c) => (c === '' ? NaN : Number(decimalComma ? c.replace(/\s/g, '').replace(',', '.') : c)));
  });
  if (rows.length && Number.isNaN(rows[0][0])) rows.shift();
  return rows;
}
