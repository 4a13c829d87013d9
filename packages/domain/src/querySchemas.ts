import { z } from 'zod';
import { parseDataRange } from './dataRange.js';
import { isKnownTimezone } from './timezones.js';

// Query values the server validates (classic zod). Kept apart from the grammar and zone list, which
// the web's first screen uses without them.

/** The `range` query value: a string that parses under the grammar. */
export const dataRangeQuerySchema = z
  .string()
  .refine((s) => parseDataRange(s) !== null, { message: 'Invalid data range' });

export const timezoneQuerySchema = z.string().refine(isKnownTimezone, { message: 'Unknown time zone' });
