import { sql } from 'kysely';
import type { Db, Executor } from '../../db/schema.js';
import { effectiveValuesSql, priceSql } from './aggregateSeries.repo.js';

type Price = { actualId: number | null; forecastId: number | null };

/**
 * Range totals for reporting: one statement each, all aggregation in SQL, over the effective
 * values (an operator's correction of an actual counts, as on the charts).
 */
export function createReportingTotalsRepo(db: Db) {
  return {
    /**
     * Generated MWh (pumping not subtracted), net EUR (power x day-ahead price x hours, pumping
     * costs included) and the hours that have a power value (the divisor of average generation).
     */
    async energyAndRevenue(ids: number[], price: Price, start: number, end: number, trx: Executor = db) {
      if (!ids.length) return { energy: null, revenue: null, hours: 0 };
      const { rows } = await sql<{ energy: number | null; revenue: number | null; hours: number }>`
        select sum(greatest(v.value, 0) * s.resolution_seconds / 3600.0) as energy, sum(v.value * pr.value * s.resolution_seconds / 3600.0) as revenue,
               coalesce((select sum(r) from (select max(s2.resolution_seconds) / 3600.0 as r from ${effectiveValuesSql(ids, start, end)} w
                 join series s2 on s2.id = w.series_id group by w.ts) h), 0)::float8 as hours
        from ${effectiveValuesSql(ids, start, end)} v join series s on s.id = v.series_id
        left join ${priceSql(price, start, end)} pr on pr.ts = v.ts`.execute(trx);
      return rows[0] ?? { energy: null, revenue: null, hours: 0 };
    },
    /** m3 turbined (positive discharge; pumping not counted) by the series over the range. */
    async turbinedVolume(ids: number[], start: number, end: number, trx: Executor = db) {
      if (!ids.length) return 0;
      const { rows } = await sql<{ volume: number | null }>`
        select sum(greatest(v.value, 0) * s.resolution_seconds) as volume
        from ${effectiveValuesSql(ids, start, end)} v join series s on s.id = v.series_id`.execute(trx);
      return rows[0]?.volume ?? 0;
    },
    /** Mean of the hourly day-ahead price (auction result, else forecast). */
    async meanPrice(price: Price, start: number, end: number, trx: Executor = db) {
      const { rows } = await sql<{
        mean: number | null;
      }>`select avg(pr.value) as mean from ${priceSql(price, start, end)} pr`.execute(trx);
      return rows[0]?.mean ?? null;
    },
    /** Per flow series: mean m3/s, volume m3, sum(flow x price) and sum(flow) over hours with a price. */
    async flows(ids: number[], price: Price, start: number, end: number, trx: Executor = db) {
      if (!ids.length) return [];
      const { rows } = await sql<{
        id: number;
        mean: number;
        volume: number;
        flow_price: number | null;
        priced_flow: number | null;
      }>`
        select v.series_id as id, avg(v.value) as mean, sum(v.value * s.resolution_seconds) as volume,
               sum(v.value * pr.value) as flow_price, sum(case when pr.value is not null then v.value end) as priced_flow
        from ${effectiveValuesSql(ids, start, end)} v join series s on s.id = v.series_id
        left join ${priceSql(price, start, end)} pr on pr.ts = v.ts
        group by v.series_id`.execute(trx);
      return rows;
    },
    /** The first and the last stored value of each series in the range. */
    async edgeValues(ids: number[], start: number, end: number, trx: Executor = db) {
      if (!ids.length) return [];
      const { rows } = await sql<{ id: number; first: number; last: number }>`
        select f.id, f.value as first, l.value as last from
          (select distinct on (v.series_id) v.series_id as id, v.value from ${effectiveValuesSql(ids, start, end)} v order by v.series_id, v.ts) f
        join
          (select distinct on (v.series_id) v.series_id as id, v.value from ${effectiveValuesSql(ids, start, end)} v order by v.series_id, v.ts desc) l
        using (id)`.execute(trx);
      return rows;
    },
    /**
     * The unoptimised reference's release, per reservoir (grp): each hour the reservoir's inflow
     * (natural plus upstream, summed over `ids`) goes through its generating units as it comes, at
     * most the sum of their q_max (the rest would be spilled). Small flows are not cut at q_min:
     * a naive operator of a storage plant keeps them and turbines them later, which the
     * content-change term (reporting.service) stands for. Only the hours in which `powerIds` have
     * a value count: an hour without the plant's actuals must not earn the reference what the
     * plant cannot show. The reference has the units the plant had: a unit that stood still in an
     * hour its schedule ran it (plan power > 0, actual 0) was out (a forced outage), and its q_max
     * is not the reference's either. Answers sum(release x P x resolution) (m3 x EUR/MWh) and the
     * released m3 over those hours with a price.
     */
    async asItComesRelease(
      flows: Array<{ id: number; grp: string; qMax: number }>,
      powerIds: number[],
      units: Array<{ grp: string; qMax: number; actualId: number; planId: number }>,
      price: Price,
      start: number,
      end: number,
      trx: Executor = db,
    ) {
      if (!flows.length || !powerIds.length) return { valued: 0, volume: 0 };
      const ids = flows.map((f) => f.id);
      const actualIds = units.map((u) => u.actualId);
      const planIds = units.map((u) => u.planId);
      const { rows } = await sql<{ valued: number | null; volume: number | null }>`
        with m as (select * from unnest(${ids}::bigint[], ${flows.map((f) => f.grp)}::text[], ${flows.map((f) => f.qMax)}::float8[]) as m(id, grp, qmax)),
        a as (
          select m.grp, v.ts, sum(v.value) as flow, max(m.qmax) as qmax, max(s.resolution_seconds) as res
          from ${effectiveValuesSql(ids, start, end)} v join m on m.id = v.series_id join series s on s.id = v.series_id
          group by m.grp, v.ts),
        h as (select distinct w.ts from ${effectiveValuesSql(powerIds, start, end)} w),
        u as (select * from unnest(${units.map((u) => u.grp)}::text[], ${units.map((u) => u.qMax)}::float8[], ${actualIds}::bigint[], ${planIds}::bigint[]) as u(grp, qmax, aid, pid)),
        o as (
          select u.grp, av.ts, sum(u.qmax) as lost
          from u join ${effectiveValuesSql(actualIds, start, end)} av on av.series_id = u.aid
          join ${effectiveValuesSql(planIds, start, end)} pv on pv.series_id = u.pid and pv.ts = av.ts
          where av.value = 0 and pv.value > 0
          group by u.grp, av.ts),
        r as (
          select a.ts, least(greatest(a.flow, 0), greatest(a.qmax - coalesce(o.lost, 0), 0)) * a.res as m3
          from a join h on h.ts = a.ts left join o on o.grp = a.grp and o.ts = a.ts)
        select sum(r.m3 * pr.value) as valued, sum(r.m3) as volume from r join ${priceSql(price, start, end)} pr on pr.ts = r.ts`.execute(
        trx,
      );
      return { valued: rows[0]?.valued ?? 0, volume: rows[0]?.volume ?? 0 };
    },
  };
}
