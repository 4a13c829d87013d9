import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

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
export async function overridesFor(
  seriesIds: number[],
  from: number,
  to: number,
  db: Executor,
): Promise<LiveOverride[]> {
  if (!seriesIds.length) return [];
  const { rows } = await sql<LiveOverride>`
    select series_id::int as series_id, ${msOf('ts')} as ts, value, override_by,
           ${msOf('created_at')} as overridden_at
    from series_override
    where series_id = any(${seriesIds}::bigint[]) and deleted_at is null
      and ts >= ${tsFromMs(from)}
      and ts < ${tsFromMs(to)}
    order by series_id, ts`.execute(db);
  return rows;
}
