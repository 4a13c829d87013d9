/**
 * Clipboard formats of the table (spec 1 section 9): tab-separated text out; tab-separated text or
 * a spreadsheet's HTML table in.
 */

/** Rows of cells as tab-separated text, one line per row. */
export const toTsv = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.join('\t')).join('\n');

/**
 * Tab-separated text as rows of cells. Handles CRLF, one trailing line break (spreadsheets add it)
 * and quoted cells with tabs, line breaks or doubled quotes inside (what Excel writes).
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const s = text.replace(/\r\n?/g, '\n');
  while (i < s.length) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/**
 * The first <table> of a spreadsheet's HTML clipboard as rows of cell texts (tags stripped,
 * entities decoded, colspan repeated as blanks), or null when there is no table. Written without
 * the DOM so it runs in workers and tests alike.
 */
export function parseHtmlTable(html: string): string[][] | null {
  const table = /<table[\s\S]*?<\/table>/i.exec(html);
  if (!table) return null;
  const rows: string[][] = [];
  const rowRe = /<tr[^>]*>([\s\S]*?)(?=<tr[\s>]|<\/table>|<\/tbody>|<\/thead>|$)/gi;
  for (const rm of table[0].matchAll(rowRe)) {
    const cells: string[] = [];
    const cellRe = /<(td|th)([^>]*)>([\s\S]*?)(?=<td[\s>]|<th[\s>]|<\/tr>|$)/gi;
    for (const cm of rm[1]!.matchAll(cellRe)) {
      const inner = cm[3]!.replace(/<\/(td|th)>[\s\S]*$/i, '');
      const text = decodeEntities(inner.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      cells.push(text);
      const span = /colspan\s*=\s*"?(\d+)/i.exec(cm[2]!);
      for (let k = 1; k < (span ? Number(span[1]) : 1); k++) cells.push('');
    }
    if (cells.length) rows.push(cells);
  }
  return rows;
}

/** What a paste event carries: the HTML table when there is one, else the text. */
export function parseClipboard(data: { html?: string | null; text?: string | null }): string[][] {
  const fromHtml = data.html ? parseHtmlTable(data.html) : null;
  if (fromHtml && fromHtml.length) return fromHtml;
  return parseTsv(data.text ?? '');
}
