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

const csvCell = (v: string | number | null): string => {
  if (v === null) return '';
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v;
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * RFC 4180 CSV (comma, CRLF, quotes where needed) with a byte-order mark, so spreadsheet programs
 * read the units' superscripts (m³) right. Numbers are written in full, with a dot.
 */
export const toCsv = (table: Pick<ExportTable, 'columns' | 'rows'>): string =>
  '\uFEFF' + [table.columns, ...table.rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
