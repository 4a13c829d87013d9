import { z } from 'zod';

/** A [start, end) window of an answer, UTC epoch ms (end exclusive). Spread it into the schema. */
export const timeWindow = { start: z.number(), end: z.number() };

/** A [from, to) range that may be empty, UTC epoch ms (end exclusive; null: nothing in it). */
export const optionalTimeRange = { from: z.number().nullable(), to: z.number().nullable() };

/**
 * The refine of a body whose end (null: open) must come after its start, refused under the end
 * field: `.refine(...endAfterStart('start_ts', 'end_ts'))`.
 */
export function endAfterStart<S extends string, E extends string>(
  start: S,
  end: E,
): [
  check: (body: Record<S, number> & Record<E, number | null>) => boolean,
  issue: { message: string; path: string[] },
] {
  return [(b) => b[end] === null || b[end] > b[start], { message: 'The end must be after the start', path: [end] }];
}
