import type { UploadError } from '@penstock/domain';
import type { CsvValue } from './csvFields.js';
import { UploadCsvReader } from './uploadCsvReader.js';

export { error, parseNumber, parseTimestamp, type CsvValue } from './csvFields.js';

export interface ParsedCsv {
  /** value column headers, in file order, with their 1-based column */
  columns: Array<{ header: string; column: number }>;
  values: CsvValue[];
  errors: UploadError[];
}

/**
 * Parses a whole upload held as text (see UploadCsvReader, which the import uses piece by piece).
 * Lists the first MAX_LISTED_ERRORS problems.
 */
export function parseUploadCsv(text: string, zone: string): ParsedCsv {
  const reader = new UploadCsvReader(zone);
  const first = reader.push(text);
  const rest = reader.end();
  const values = first.values;
  for (const v of rest.values) values.push(v);
  return { columns: first.columns ?? rest.columns ?? [], values, errors: reader.errors.listed };
}
