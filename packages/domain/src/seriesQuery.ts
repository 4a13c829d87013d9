import { z } from 'zod';
import { GRANULARITIES } from './dataRange.js';
import { timezoneQuerySchema } from './querySchemas.js';

/**
 * The one rule for start-ts/end-ts query ranges: when both are given, end-ts must be after start-ts
 * (400 naming end-ts). Every endpoint taking both uses it (apps/server/src/http/invertedRanges.test.ts).
 */
export function orderedRange(q: { 'start-ts'?: number; 'end-ts'?: number }): boolean {
  return q['start-ts'] === undefined || q['end-ts'] === undefined || q['end-ts'] > q['start-ts'];
}
export const ORDERED_RANGE_ISSUE = { message: 'end-ts must be after start-ts', path: ['end-ts'] };

/** Query of every series endpoint: start-ts inclusive, end-ts exclusive, granularity omitted = raw. */
export const seriesQuerySchema = z
  .object({
    'start-ts': z.coerce.number().int(),
    'end-ts': z.coerce.number().int(),
    granularity: z
      .enum(GRANULARITIES.filter((g) => g !== 'raw') as ['year', 'month', 'week', 'day', 'hour'])
      .optional(),
    timezone: timezoneQuerySchema.default('Europe/Vienna'),
  })
  .refine(orderedRange, ORDERED_RANGE_ISSUE);
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;

/** A required start-ts (inclusive) and end-ts (exclusive) of a list's query, UTC epoch ms from 1970; refine with orderedRange. */
export const listRangeQueryFields = {
  'start-ts': z.coerce.number().int().min(0),
  'end-ts': z.coerce.number().int().min(0),
};
