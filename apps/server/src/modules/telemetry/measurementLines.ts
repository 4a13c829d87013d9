import { TELEMETRY_CSV_HEADER } from '@penstock/domain';

/** One measurement as sent, before any check; `line` is its line in the CSV or its place (1-based) in the JSON list. */
export interface SentMeasurement {
  line: number;
  component: unknown;
  quantity: unknown;
  ts: unknown;
  value: unknown;
  quality: unknown;
  unit: unknown;
}

/** A problem with the request as a whole (no header, not a list): answered as 400 before any line is looked at. */
export class MeasurementFormatError extends Error {}

/** Measurements as sent, read one at a time (a JSON list is not copied first: a large batch is checked in pieces). */
export interface SentMeasurements {
  readonly length: number;
  at(index: number): SentMeasurement | undefined;
}

/** The measurements of a JSON body: `measurements` must be a list of objects (each read when it is checked). */
export function jsonMeasurements(measurements: unknown): SentMeasurements {
  if (!Array.isArray(measurements)) throw new MeasurementFormatError('measurements must be a list');
  const list: unknown[] = measurements;
  return {
    length: list.length,
    at(i) {
      if (i < 0 || i >= list.length) return undefined;
      const m = list[i];
      const o = (m !== null && typeof m === 'object' ? m : {}) as Record<string, unknown>;
      return {
        line: i + 1,
        component: o.component,
        quantity: o.quantity,
        ts: o.ts,
        value: o.value,
        quality: o.quality,
        unit: o.unit,
      };
    },
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
export function csvMeasurements(text: string): SentMeasurement[] {
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
  const out: SentMeasurement[] = [];
  const cell = (cells: string[], i: number) => (i < 0 || cells[i] === undefined ? undefined : unquote(cells[i]));
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    const cells = lines[i].split(sep);
    const quality = cell(cells, col.quality);
    const unit = cell(cells, col.unit);
    out.push({
      line: i + 1,
      component: cell(cells, col.component),
      quantity: cell(cells, col.quantity),
      ts: cell(cells, col.ts),
      value: cell(cells, col.value),
      quality: quality === '' ? undefined : quality,
      unit: unit === '' ? undefined : unit,
    });
  }
  return out;
}
