import { z } from 'zod';

/** A [start, end) window of an answer, UTC epoch ms (end exclusive). Spread it into the schema. */
export const timeWindow = { start: z.number(), end: z.number() };

/** A [from, to) range that may be empty, UTC epoch ms (end exclusive; null: nothing in it). */
export const optionalTimeRange = { from: z.number().nullable(), to: z.number().nullable() };
