import type { UploadError } from '@penstock/domain';
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
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const EPOCH_MS = /^\d{11,14}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/; // 31.12.2026 23:00, as spreadsheets write it

export const error = (line: number, column: number, message: string): UploadError => ({
  path: `line ${line}, column ${column}`,
  message,
  line,
  column,
});

/** Interval start in UTC ms, or an error message. Local date-times are read in `zone`, refusing DST gaps and repeats. */
export function parseTimestamp(raw: string, zone: string): number | string {
  const s = raw.trim();
  if (EPOCH_MS.test(s)) return Number(s);
  try {
    if (HAS_OFFSET.test(s) && /\d[T ]\d/.test(s)) return Temporal.Instant.from(s).epochMilliseconds;
    const d = DOTTED.exec(s);
    const local = d
      ? new Temporal.PlainDateTime(+d[3], +d[2], +d[1], +d[4], +d[5], +(d[6] ?? 0))
      : Temporal.PlainDateTime.from(s);
    try {
      return local.toZonedDateTime(zone, { disambiguation: 'reject' }).epochMilliseconds;
    } catch {
      return `${s} does not exist or occurs twice in ${zone} (daylight saving change): give the UTC offset, e.g. ${local.toString().slice(0, 16)}+01:00`;
    }
  } catch {
    return `Not a date and time: "${s.slice(0, 40)}" (use ISO 8601 such as 2026-10-30T14:00:00Z, a local time such as 2026-10-30 15:00, or epoch milliseconds)`;
  }
}

/** A value, or an error message; a decimal comma is accepted when the delimiter is not a comma. */
export function parseNumber(raw: string, decimalComma: boolean): number | string {
  let s = raw.trim();
  if (decimalComma) s = s.replace(',', '.');
  if (!NUMBER.test(s)) return `Not a number: "${raw.trim().slice(0, 40)}"`;
  const n = Number(s);
  return Number.isFinite(n) ? n : `Out of range: "${raw.trim().slice(0, 40)}"`;
}
