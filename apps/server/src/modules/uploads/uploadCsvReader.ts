import type { UploadError } from '@penstock/domain';
import Papa from 'papaparse';
import { MAX_LISTED_ERRORS } from '../../http/httpError.js';
import { error, parseNumber, parseTimestamp, type CsvValue } from './csvFields.js';

const TIME_HEADERS = ['timestamp', 'ts', 'time', 'datetime', 'date'];

/** Problems of a file: the first MAX_LISTED_ERRORS in file order, and how many there are. */
export class UploadErrors {
  readonly listed: UploadError[] = [];
  count = 0;
  add(e: UploadError) {
    this.count++;
    if (this.listed.length < MAX_LISTED_ERRORS) this.listed.push(e);
  }
}

/** What one pushed piece of text completed: the header (once) and the values of its whole rows. */
export interface CsvPiece {
  columns?: Array<{ header: string; column: number }>;
  values: CsvValue[];
}

/** Comma, semicolon or tab: whichever the header line holds most of (papaparse's guess fails on short files). */
function guessDelimiter(headerLine: string): string {
  const count = (d: string) => headerLine.split(d).length;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

/**
 * Reads an upload (see packages/domain/src/uploads.ts for the format) piece by piece, so a file of
 * millions of values never sits in memory whole: push() takes any slice of the text and returns the
 * values of the rows it completed; end() the rest. Rows are cut only at a line end outside quotes
 * (quoted fields may span lines), then parsed with papaparse. Line numbers are those of the file
 * (line 1 is the header). Checks the shape, timestamps and numbers; what columns mean is the caller's.
 */
export class UploadCsvReader {
  readonly errors = new UploadErrors();
  private pending = '';
  /** How far `pending` was scanned for a safe cut, and the quote state there. */
  private scanned = 0;
  private inQuotes = false;
  private atFieldStart = true;
  private delimiter: string | undefined;
  private line = 1;
  private headers: string[] | undefined;
  private columns: Array<{ header: string; column: number }> = [];

  constructor(private readonly zone: string) {}

  push(text: string): CsvPiece {
    if (!text) return { values: [] };
    this.pending += this.delimiter === undefined && this.pending === '' ? text.replace(/^\uFEFF/, '') : text;
    if (this.delimiter === undefined) {
      const eol = this.pending.indexOf('\n');
      if (eol < 0) return { values: [] };
      this.delimiter = guessDelimiter(this.pending.slice(0, eol));
    }
    const cut = this.safeCut();
    if (cut <= 0) return { values: [] };
    const block = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    this.scanned -= cut;
    return this.parseBlock(block);
  }

  end(): CsvPiece {
    const block = this.pending.replace(/^\uFEFF/, '');
    this.pending = '';
    this.delimiter ??= guessDelimiter(block.split('\n', 1)[0]);
    const piece = this.parseBlock(block);
    if (!this.headers) this.errors.add(error(1, 1, 'The file is empty: expected a header row and values'));
    return piece;
  }

  /** Index after the last line end outside quotes (0: none yet). Quotes open only at a field's start, as papaparse reads them. */
  private safeCut(): number {
    const s = this.pending;
    const d = this.delimiter!;
    let cut = 0;
    let i = this.scanned;
    for (; i < s.length; i++) {
      const c = s[i];
      if (this.inQuotes) {
        if (c !== '"') continue;
        if (i + 1 >= s.length) break; // "" or the closing quote: decided by the next piece
        if (s[i + 1] === '"') i++;
        else this.inQuotes = false;
        continue;
      }
      if (c === '"' && this.atFieldStart) this.inQuotes = true;
      else if (c === '\n') cut = i + 1;
      this.atFieldStart = c === d || c === '\n' || (c === '\r' && s[i + 1] === '\n');
    }
    this.scanned = i;
    return cut;
  }

  private parseBlock(block: string): CsvPiece {
    const piece: CsvPiece = { values: [] };
    if (!block) return piece;
    const startLine = this.line;
    let line = startLine;
    let cursor = 0;
    Papa.parse<string[]>(block, {
      delimiter: this.delimiter,
      skipEmptyLines: false,
      step: (r) => {
        for (const e of r.errors) if (e.type === 'Quotes') this.errors.add(error(line, 1, e.message));
        this.row(line, r.data, piece);
        for (let i = cursor; i < r.meta.cursor; i++) if (block.charCodeAt(i) === 10) line++;
        cursor = r.meta.cursor;
      },
    });
    let newlines = 0;
    for (let i = 0; i < block.length; i++) if (block.charCodeAt(i) === 10) newlines++;
    this.line = startLine + newlines;
    return piece;
  }

  private row(line: number, fields: string[], piece: CsvPiece) {
    if (!fields.some((f) => f.trim() !== '')) return;
    if (!this.headers) {
      this.header(line, fields);
      piece.columns = this.columns;
      return;
    }
    const headers = this.headers;
    if (fields.length > headers.length)
      this.errors.add(error(line, headers.length + 1, `Expected ${headers.length} fields, found ${fields.length}`));
    const ts = parseTimestamp(fields[0] ?? '', this.zone);
    if (typeof ts === 'string') {
      this.errors.add(error(line, 1, ts));
      return;
    }
    const decimalComma = this.delimiter !== ',';
    for (const c of this.columns) {
      const raw = fields[c.column - 1] ?? '';
      if (raw.trim() === '') continue; // an empty cell is no value
      const v = parseNumber(raw, decimalComma);
      if (typeof v === 'string') this.errors.add(error(line, c.column, v));
      else piece.values.push({ line, column: c.column, header: c.header, ts, value: v });
    }
  }

  private header(line: number, fields: string[]) {
    const headers = fields.map((h) => h.trim());
    this.headers = headers;
    if (!TIME_HEADERS.includes(headers[0].toLowerCase()))
      this.errors.add(
        error(
          line,
          1,
          `The first column must be the time (header ${TIME_HEADERS.slice(0, 4).join(', ')}), not "${headers[0].slice(0, 40)}"`,
        ),
      );
    this.columns = headers.slice(1).map((h, i) => ({ header: h, column: i + 2 }));
    if (!this.columns.length) this.errors.add(error(line, 2, 'Expected at least one value column after the time'));
    const seen = new Set<string>();
    for (const c of this.columns) {
      if (!c.header) this.errors.add(error(line, c.column, 'Empty column header'));
      else if (seen.has(c.header)) this.errors.add(error(line, c.column, `Column "${c.header}" appears twice`));
      seen.add(c.header);
    }
  }
}
