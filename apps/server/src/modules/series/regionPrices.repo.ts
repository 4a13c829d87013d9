import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/** Whether any price (actual or forecast) of the region is stored. */
export async function regionHasPrices(regionId: string, trx: Executor): Promise<boolean> {
  return !!(await trx
    .selectFrom('series as s')
    .select('s.id')
    .where('s.price_region_id', '=', regionId)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('series_value as v').select('v.series_id').whereRef('v.series_id', '=', 's.id')),
    )
    .limit(1)
    .executeTakeFirst());
}

/** The region's stored day-ahead auction results (kind actual), hourly, in [start, end). */
export async function regionAuctionResults(regionId: string, start: number, end: number, trx: Executor) {
  const { rows } = await sql<{ t: number; v: number }>`
    select ${msOf('v.ts')} as t, v.value as v
    from series s join series_value v on v.series_id = s.id
    where s.price_region_id = ${regionId} and s.quantity = 'day_ahead_price' and s.kind = 'actual'
      and s.run_id is null and s.price_forecast_source_id is null
      and v.ts >= ${tsFromMs(start)} and v.ts < ${tsFromMs(end)}
    order by v.ts`.execute(trx);
  return rows;
}
