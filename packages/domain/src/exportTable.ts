import { Temporal } from 'temporal-polyfill';

/**
 * A table as it leaves the product (CSV, Excel): header texts carry the units, e.g. "Hochalm M1
 * (MW)"; cells are numbers, texts or null (empty). Time series tables start with two time columns:
 * the time in the screen's zone and the same instant in ISO 8601 with its offset.
 */
export interface ExportTable {
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
}

/** An instant (epoch ms) as local wall time in a zone, e.g. "2026-11-24 03:00". */
export const localTimestamp = (ms: number, zone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' })
    .replace('T', ' ');

/** An instant (epoch ms) in ISO 8601 with the zone's offset, e.g. "2026-11-24T03:00:00+01:00". */
export const isoWithOffset = (ms: number, zone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(zone)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });

/** The two leading time columns of a time series table. */
export const timeColumns = (zone: string): [string, string] => [`Time (${zone})`, 'Time (ISO 8601)'];

/** The two leading time cells of a row. */
export const timeCells = (ms: number, zone: string): [string, string] => [
  localTimestamp(ms, zone),
  isoWithOffset(ms, zone),
];

/**
 * Whether a spreadsheet program would read the text as a formula (OWASP "CSV Injection"): it starts
 * with =, +, -, @, a tab or a carriage return. Such text leaves the product as text, never as a formula.
 */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);

const csvCell = (v: string | number | null): string => {
  if (v === null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  // OWASP: a single quote before the text and the cell in quotes; numbers (also negative ones) stay numbers.
  if (looksLikeFormula(v)) return `"'${v.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(v) || /^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};

/**
 * RFC 4180 CSV (comma, CRLF, quotes where needed) with a byte-order mark, so spreadsheet programs
 * read the units' superscripts (m³) right. Numbers are written in full, with a dot; a text that a
 * spreadsheet would take for a formula gets a leading single quote (looksLikeFormula).
 */
export const toCsv = (table: Pick<ExportTable, 'columns' | 'rows'>): string =>
  '\uFEFF' + [table.columns, ...table.rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
