import { z } from 'zod';
import { GRANULARITIES } from './dataRange.js';
import { timezoneQuerySchema } from './querySchemas.js';

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
  .refine((q) => q['end-ts'] > q['start-ts'], { message: 'end-ts must be after start-ts', path: ['end-ts'] });
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;
