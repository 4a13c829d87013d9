import { TELEMETRY_CSV_HEADER } from '@penstock/domain';

/** The fields of one measurement as sent, before any check. */
export interface SentFields {
  component?: unknown;
  quantity?: unknown;
  ts?: unknown;
  value?: unknown;
  quality?: unknown;
  unit?: unknown;
}

/** A problem with the request as a whole (no header, not a list): answered as 400 before any line is looked at. */
export class MeasurementFormatError extends Error {}

/**
 * Measurements as sent, read one at a time where they lie (a JSON list is neither copied nor
 * wrapped: for 100,000 measurements an object per line is a measurable part of the ingest).
 */
export interface SentMeasurements {
  readonly length: number;
  /** the fields of measurement `index` (0-based) */
  at(index: number): SentFields;
  /** its line: in the CSV (header = 1), or its place in the JSON list (from 1) */
  line(index: number): number;
}

const NO_FIELDS: SentFields = Object.freeze({});

/** The measurements of a JSON body: `measurements` must be a list (an entry that is not an object has no fields). */
export function jsonMeasurements(measurements: unknown): SentMeasurements {
  if (!Array.isArray(measurements)) throw new MeasurementFormatError('measurements must be a list');
  const list: unknown[] = measurements;
  return {
    length: list.length,
    at(i) {
      const m = list[i];
      return m !== null && typeof m === 'object' ? (m as SentFields) : NO_FIELDS;
    },
    line: (i) => i + 1,
  };
}

const unquote = (s: string) => {
  const t = s.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"') : t;
};

/**
 * The measurements of a telemetry CSV: a header naming the columns (component, quantity, ts, value,
 * optional quality and unit, in any order, case ignored), then one measurement per line. Comma or
 * semicolon separated (the header decides); no separator inside a field. Empty lines are skipped;
 * a value is kept as text here and checked with the rest.
 */
export function csvMeasurements(text: string): SentMeasurements {
  const lines = text.split(/\r?\n/);
  const headerLine = lines[0]?.replace(/^\uFEFF/, '') ?? '';
  const sep = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const header = headerLine.split(sep).map((h) => unquote(h).toLowerCase());
  const col = Object.fromEntries(TELEMETRY_CSV_HEADER.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof TELEMETRY_CSV_HEADER)[number],
    number
  >;
  const missing = (['component', 'quantity', 'ts', 'value'] as const).filter((c) => col[c] < 0);
  if (missing.length)
    throw new MeasurementFormatError(
      `The CSV header (line 1) lacks ${missing.join(', ')}: expected ${TELEMETRY_CSV_HEADER.join(',')} (quality and unit optional)`,
    );
  const out: SentFields[] = [];
  const lineOf: number[] = [];
  const cell = (cells: string[], i: number) => (i < 0 || cells[i] === undefined ? undefined : unquote(cells[i]));
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    const cells = lines[i].split(sep);
    const quality = cell(cells, col.quality);
    const unit = cell(cells, col.unit);
    lineOf.push(i + 1);
    out.push({
      component: cell(cells, col.component),
      quantity: cell(cells, col.quantity),
      ts: cell(cells, col.ts),
      value: cell(cells, col.value),
      quality: quality === '' ? undefined : quality,
      unit: unit === '' ? undefined : unit,
    });
  }
  return { length: out.length, at: (i) => out[i] ?? NO_FIELDS, line: (i) => lineOf[i] };
}
