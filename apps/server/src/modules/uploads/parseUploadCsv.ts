import type { UploadError } from '@penstock/domain';
import Papa from 'papaparse';
import { Temporal } from 'temporal-polyfill';

/** One value of the file: its place (1-based line and column), column header and interval start. */
export interface CsvValue {
  line: number;
  column: number;
  header: string;
  /** UTC epoch ms */
  ts: number;
  value: number;
}
export interface ParsedCsv {
  /** value column headers, in file order, with their 1-based column */
  columns: Array<{ header: string; column: number }>;
  values: CsvValue[];
  errors: UploadError[];
}

const TIME_HEADERS = ['timestamp', 'ts', 'time', 'datetime', 'date'];
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const EPOCH_MS = /^\d{11,14}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/; // 31.12.2026 23:00, as spreadsheets write it

export const error = (line: number, column: number, message: string): UploadError => ({ path: `line ${line}, column ${column}`, message, line, column });

/** Interval start in UTC ms, or an error message. Local date-times are read in `zone`, refusing DST gaps and repeats. */
export function parseTimestamp(raw: string, zone: string): number | string {
  const s = raw.trim();
  if (EPOCH_MS.test(s)) return Number(s);
  try {
    if (HAS_OFFSET.test(s) && /\d[T ]\d/.test(s)) return Temporal.Instant.from(s).epochMilliseconds;
    const d = DOTTED.exec(s);
    const local = d ? new Temporal.PlainDateTime(+d[3], +d[2], +d[1], +d[4], +d[5], +(d[6] ?? 0)) : Temporal.PlainDateTime.from(s);
    try {
      return local.toZonedDateTime(zone, { disambiguation: 'reject' }).epochMilliseconds;
    } catch {
      return `${s} does not exist or occurs twice in ${zone} (daylight saving change): give the UTC offset, e.g. ${local.toString().slice(0, 16)}+01:00`;
    }
  } catch {
    return `Not a date and time: "${s.slice(0, 40)}" (use ISO 8601 such as 2026-10-30T14:00:00Z, a local time such as 2026-10-30 15:00, or epoch milliseconds)`;
  }
}

/** Comma, semicolon or tab: whichever the header line holds most of (papaparse's guess fails on short files). */
function guessDelimiter(text: string): string {
  const head = text.split('\n', 1)[0];
  const count = (d: string) => head.split(d).length;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

/** A value, or an error message; a decimal comma is accepted when the delimiter is not a comma. */
export function parseNumber(raw: string, decimalComma: boolean): number | string {
  let s = raw.trim();
  if (decimalComma) s = s.replace(',', '.');
  if (!NUMBER.test(s)) return `Not a number: "${raw.trim().slice(0, 40)}"`;
  const n = Number(s);
  return Number.isFinite(n) ? n : `Out of range: "${raw.trim().slice(0, 40)}"`;
}

/**
 * Parses an upload (see packages/domain/src/uploads.ts for the format) with papaparse. Checks the
 * shape, timestamps and numbers; what the columns mean is the caller's business. Line numbers are
 * those of the file (line 1 is the header), also when a quoted field spans lines.
 */
export function parseUploadCsv(text: string, zone: string): ParsedCsv {
  const errors: UploadError[] = [];
  const rows: Array<{ line: number; fields: string[] }> = [];
  let cursor = 0;
  let line = 1;
  const delimiter = guessDelimiter(text);
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter,
    skipEmptyLines: false,
    step: (r) => {
      for (const e of r.errors) if (e.type === 'Quotes') errors.push(error(line, 1, e.message));
      rows.push({ line, fields: r.data });
      for (let i = cursor; i < r.meta.cursor; i++) if (text.charCodeAt(i) === 10) line++;
      cursor = r.meta.cursor;
    },
  });
  const nonEmpty = rows.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const header = nonEmpty[0];
  if (!header) return { columns: [], values: [], errors: [error(1, 1, 'The file is empty: expected a header row and values')] };
  const headers = header.fields.map((h) => h.trim());
  if (!TIME_HEADERS.includes(headers[0].toLowerCase())) errors.push(error(header.line, 1, `The first column must be the time (header ${TIME_HEADERS.slice(0, 4).join(', ')}), not "${headers[0].slice(0, 40)}"`));
  const columns = headers.slice(1).map((h, i) => ({ header: h, column: i + 2 }));
  if (!columns.length) errors.push(error(header.line, 2, 'Expected at least one value column after the time'));
  const seen = new Set<string>();
  for (const c of columns) {
    if (!c.header) errors.push(error(header.line, c.column, 'Empty column header'));
    else if (seen.has(c.header)) errors.push(error(header.line, c.column, `Column "${c.header}" appears twice`));
    seen.add(c.header);
  }
  const values: CsvValue[] = [];
  const decimalComma = delimiter !== ',';
  for (const row of nonEmpty.slice(1)) {
    if (row.fields.length > headers.length) errors.push(error(row.line, headers.length + 1, `Expected ${headers.length} fields, found ${row.fields.length}`));
    const ts = parseTimestamp(row.fields[0] ?? '', zone);
    if (typeof ts === 'string') {
      errors.push(error(row.line, 1, ts));
      continue;
    }
    for (const c of columns) {
      const raw = row.fields[c.column - 1] ?? '';
      if (raw.trim() === '') continue; // an empty cell is no value
      const v = parseNumber(raw, decimalComma);
      if (typeof v === 'string') errors.push(error(row.line, c.column, v));
      else values.push({ line: row.line, column: c.column, header: c.header, ts, value: v });
    }
  }
  return { columns, values, errors };
}
