import { sql, type RawBuilder } from 'kysely';

/**
 * The one way between epoch milliseconds (API, JavaScript) and timestamptz (storage), exact to the
 * millisecond:
 *
 *   sql`... where ts >= ${tsFromMs(start)} and ts < ${tsFromMs(end)}`
 *   sql`select ${msOf('v.ts')} as ts from series_value v`            // float8 ms
 *   sql`select ${tsFromMs(sql`c.ms`)} from unnest(...) as c(ms)`      // an SQL expression of ms
 */
export function tsFromMs(ms: number | RawBuilder<unknown>): RawBuilder<Date> {
  return typeof ms === 'number'
    ? sql<Date>`('epoch'::timestamptz + ${ms}::float8 * interval '1 millisecond')`
    : sql<Date>`('epoch'::timestamptz + ${ms} * interval '1 millisecond')`;
}

/** A timestamptz column (name) or expression as epoch ms (float8). */
export function msOf(ts: string | RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(extract(epoch from ${typeof ts === 'string' ? sql.ref(ts) : ts}) * 1000)::float8`;
}
