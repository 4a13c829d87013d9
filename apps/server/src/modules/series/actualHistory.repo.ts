import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/**
 * Reads of the stored actuals (kind actual, run_id null) the optimisers start from and learn from:
 * the latest measured contents, the inflow history and the auction price history. Values of bad
 * quality (telemetry, issue 26) are stored and shown but never read here.
 */
const USABLE = sql`v.quality is distinct from 2`;

/** Latest measured content (m3) of each hydro body and its time; with `before`, the latest at or before it. */
export async function latestActualContents(
  ids: readonly string[],
  before: number | null,
  trx: Executor,
): Promise<Map<string, { ts: Date; value: number }>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ hydro_body_id: string; ts: Date; value: number }>`
    select s.hydro_body_id, v.ts, v.value from series s
    cross join lateral (select ts, value from series_value v where v.series_id = s.id and ${USABLE}
      and (${before}::float8 is null or v.ts <= ${tsFromMs(before ?? 0)})
      order by ts desc limit 1) v
    where s.hydro_body_id in (${sql.join([...ids])}) and s.quantity = 'content' and s.kind = 'actual' and s.run_id is null`.execute(
    trx,
  );
  return new Map(rows.map((r) => [r.hydro_body_id, { ts: r.ts, value: r.value }]));
}

/** The time of the first measured natural inflow of these hydro bodies (undefined: none). */
export async function firstActualInflow(ids: readonly string[], trx: Executor): Promise<number | undefined> {
  if (!ids.length) return undefined;
  const { rows } = await sql<{ t: Date | null }>`
    select min(v.ts) as t from series s join series_value v on v.series_id = s.id
    where s.hydro_body_id in (${sql.join([...ids])}) and s.quantity = 'inflow' and s.kind = 'actual' and s.run_id is null and ${USABLE}`.execute(
    trx,
  );
  return rows[0]?.t?.getTime();
}

/** Mean measured inflow (natural plus upstream plants' release, m3/s) per hydro body and week `wk` counted from `from`. */
export async function weeklyActualInflows(
  ids: readonly string[],
  from: number,
  to: number,
  weekMs: number,
  trx: Executor,
) {
  if (!ids.length) return [];
  const { rows } = await sql<{ hydro_body_id: string; wk: number; value: number }>`
    select s.hydro_body_id, floor((${msOf('v.ts')} - ${from}::float8) / ${weekMs}::float8)::int as wk, sum(v.value) / count(distinct v.ts) as value
    from series s join series_value v on v.series_id = s.id
    where s.hydro_body_id in (${sql.join([...ids])}) and s.quantity in ('inflow', 'upstream_inflow') and s.kind = 'actual' and s.run_id is null
      and v.ts >= ${tsFromMs(from)} and v.ts < ${tsFromMs(to)} and ${USABLE}
    group by 1, 2`.execute(trx);
  return rows;
}

/**
 * Mean day-ahead auction price of a region per week of the year (`w`, weeks counted from `from`
 * modulo `yearWeeks`) and block: peak is weekdays 08-20 in the zone.
 */
export async function weeklyActualPrices(
  q: { priceRegionId: string; zone: string; from: number; to: number; weekMs: number; yearWeeks: number },
  trx: Executor,
) {
  const { rows } = await sql<{ w: number; peak: boolean; price: number }>`
    select (floor((${msOf('v.ts')} - ${q.from}::float8) / ${q.weekMs}::float8)::int % ${q.yearWeeks}) as w,
      (extract(isodow from v.ts at time zone ${q.zone}) < 6 and extract(hour from v.ts at time zone ${q.zone}) between 8 and 19) as peak,
      avg(v.value) as price
    from series s join series_value v on v.series_id = s.id
    where s.price_region_id = ${q.priceRegionId} and s.quantity = 'day_ahead_price' and s.kind = 'actual' and s.run_id is null
      and v.ts >= ${tsFromMs(q.from)} and v.ts < ${tsFromMs(q.to)}
    group by 1, 2`.execute(trx);
  return rows;
}
