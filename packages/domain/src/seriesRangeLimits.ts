/**
 * The series API's range limits (zod-free, so the range picker of the cockpit's first chunk can
 * read them without the schemas): the longest range per granularity (end-ts - start-ts) and the
 * accepted instants. plantSeriesQuerySchema refuses anything beyond them with a 400.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Longest range per granularity (end-ts - start-ts). raw and hour answer one value per stored hour. */
export const MAX_RANGE_MS = {
  raw: 366 * DAY_MS,
  hour: 366 * DAY_MS,
  day: 20 * 366 * DAY_MS,
  week: 50 * 366 * DAY_MS,
  month: 100 * 366 * DAY_MS,
  year: 100 * 366 * DAY_MS,
} as const;
/** Accepted instants: 1970-01-01 to 2200-01-01 UTC. */
export const MIN_TS = 0;
export const MAX_TS = Date.UTC(2200, 0, 1);
