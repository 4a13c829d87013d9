import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import { priceSql } from '../series/aggregateSeries.js';

type Price = { actualId: number | null; forecastId: number | null };
const ms = (d: number) => sql`to_timestamp(${d / 1000}::float8)`;

/** Range totals for reporting: one statement each, all aggregation in SQL. */
export function createReportingRepo(db: Db) {
  return {
    /** Generated MWh (pumping not subtracted) and net EUR (power x day-ahead price x hours, pumping costs included). */
    async energyAndRevenue(ids: number[], price: Price, start: number, end: number, trx: Executor = db) {
      const { rows } = await sql<{ energy: number | null; revenue: number | null }>`
        select sum(greatest(v.value, 0) * s.resolution_seconds / 3600.0) as energy, sum(v.value * pr.value * s.resolution_seconds / 3600.0) as revenue
        from series_value v join series s on s.id = v.series_id
        left join ${priceSql(price, start, end)} pr on pr.ts = v.ts
        where v.series_id = any(${ids}::bigint[]) and v.ts >= ${ms(start)} and v.ts < ${ms(end)}`.execute(trx);
      return rows[0] ?? { energy: null, revenue: null };
    },
    /** Mean of the hourly day-ahead price (auction result, else forecast). */
    async meanPrice(price: Price, start: number, end: number, trx: Executor = db) {
      const { rows } = await sql<{ mean: number | null }>`select avg(pr.value) as mean from ${priceSql(price, start, end)} pr`.execute(trx);
      return rows[0]?.mean ?? null;
    },
    /** Per flow series: mean m3/s, volume m3, sum(flow x price) and sum(flow) over hours with a price. */
    async flows(ids: number[], price: Price, start: number, end: number, trx: Executor = db) {
      if (!ids.length) return [];
      const { rows } = await sql<{ id: number; mean: number; volume: number; flow_price: number | null; priced_flow: number | null }>`
        select v.series_id as id, avg(v.value) as mean, sum(v.value * s.resolution_seconds) as volume,
               sum(v.value * pr.value) as flow_price, sum(case when pr.value is not null then v.value end) as priced_flow
        from series_value v join series s on s.id = v.series_id
        left join ${priceSql(price, start, end)} pr on pr.ts = v.ts
        where v.series_id = any(${ids}::bigint[]) and v.ts >= ${ms(start)} and v.ts < ${ms(end)}
        group by v.series_id`.execute(trx);
      return rows;
    },
    /** The first and the last stored value of each series in the range. */
    async edgeValues(ids: number[], start: number, end: number, trx: Executor = db) {
      if (!ids.length) return [];
      const { rows } = await sql<{ id: number; first: number; last: number }>`
        select f.id, f.value as first, l.value as last from
          (select distinct on (v.series_id) v.series_id as id, v.value from series_value v
           where v.series_id = any(${ids}::bigint[]) and v.ts >= ${ms(start)} and v.ts < ${ms(end)} order by v.series_id, v.ts) f
        join
          (select distinct on (v.series_id) v.series_id as id, v.value from series_value v
           where v.series_id = any(${ids}::bigint[]) and v.ts >= ${ms(start)} and v.ts < ${ms(end)} order by v.series_id, v.ts desc) l
        using (id)`.execute(trx);
      return rows;
    },
    /** MWh per m3 of each generating unit at full load (p_max / q_max / 3600), with its upstream body. */
    async generatingUnits(plantViewId: string, trx: Executor = db) {
      return trx
        .selectFrom('plant_view_control_unit as a')
        .innerJoin('control_unit as u', 'u.id', 'a.control_unit_id')
        .select(['u.id', 'u.upstream_id', 'u.p_max', 'u.q_max'])
        .where('a.plant_view_id', '=', plantViewId)
        .where('u.type', 'in', ['TURBINE', 'PUMP_TURBINE'])
        .execute();
    },
  };
}
