import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

export interface LiveOverride {
  series_id: number;
  /** UTC epoch ms of the interval start */
  ts: number;
  value: number;
  override_by: string;
  /** UTC epoch ms */
  overridden_at: number;
}

/**
 * The live overrides of the series in [from, to) (UTC epoch ms), ordered by series and time: the
 * values that replace the originals. The optimiser reads them as fixed values.
 *
 *   const fixed = await overridesFor(db, [planSeriesId], start, end);
 */
export async function overridesFor(db: Executor, seriesIds: number[], from: number, to: number): Promise<LiveOverride[]> {
  if (!seriesIds.length) return [];
  const { rows } = await sql<LiveOverride>`
    select series_id::int as series_id, (extract(epoch from ts) * 1000)::float8 as ts, value, override_by,
           (extract(epoch from created_at) * 1000)::float8 as overridden_at
    from series_override
    where series_id = any(${seriesIds}::bigint[]) and deleted_at is null
      and ts >= 'epoch'::timestamptz + ${from}::bigint * interval '1 millisecond'
      and ts < 'epoch'::timestamptz + ${to}::bigint * interval '1 millisecond'
    order by series_id, ts`.execute(db);
  return rows;
}
