import { sql } from 'kysely';
import type { ComponentType, SeriesKind } from '@penstock/domain';
import { perDb } from '../../db/perDb.js';
import type { Db, Executor } from '../../db/schema.js';
import { marketRepo } from '../market/index.js';
import { viewComponentsQuery } from '../plants/index.js';
import { effectiveValuesSql } from './aggregateSeries.repo.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/** A stored series with the component (as the plant view names it) or price region it belongs to. */
export interface SeriesMeta {
  id: number;
  plant_view_id: string | null;
  component_id: string | null;
  component_name: string | null;
  component_type: ComponentType | null;
  price_region_id: string | null;
  source_id: string | null;
  source_name: string | null;
  quantity: string;
  kind: SeriesKind;
  unit: string;
  resolution_seconds: number;
}

export function createSeriesRepo(db: Db) {
  const repo = {
    /** Day-ahead price series of a region: auction results and the first forecast source the customer sees. */
    async dayAheadIds(
      regionId: string | null,
      customerId: string | null,
      trx: Executor = db,
    ): Promise<{ actualId: number | null; forecastId: number | null }> {
      const metas = regionId ? await repo.regionSeries([regionId], ['day_ahead_price'], customerId, trx) : [];
      return {
        actualId: metas.find((m) => m.kind === 'actual')?.id ?? null,
        forecastId: metas.find((m) => m.kind === 'forecast')?.id ?? null,
      };
    },
    /**
     * Series of the views' assigned components, one per component, quantity and kind: the newest
     * stored version (run_id null). A plan series stands for the plan of its component and quantity;
     * its values are read through effectiveValuesSql, which answers the plan of each hour (the
     * latest succeeded run's plan with the operators' overrides, planCellsSql), so no reader picks
     * runs itself.
     */
    async componentSeries(viewIds: string[], quantities: string[], trx: Executor = db): Promise<SeriesMeta[]> {
      const { rows } = await sql<SeriesMeta>`
        with c as (${viewComponentsQuery(viewIds)})
        select distinct on (c.plant_view_id, c.id, s.quantity, s.kind)
          s.id, c.plant_view_id, c.id as component_id, c.name as component_name, c.type as component_type,
          null as price_region_id, null as source_id, null as source_name, s.quantity, s.kind, s.unit, s.resolution_seconds
        from c join series s on (c.is_unit and s.control_unit_id = c.id) or (not c.is_unit and s.hydro_body_id = c.id)
        where s.quantity = any(${quantities}::text[]) and s.run_id is null
        order by c.plant_view_id, c.id, s.quantity, s.kind, s.version desc`.execute(trx);
      return rows;
    },
    /** Stored series of price regions (actual, realised, forecasts per source), newest version only. */
    /** Series of the regions; forecasts only of shared sources and of those `customerId` owns (issue 20: another customer's forecast stays its own). */
    async regionSeries(
      regionIds: string[],
      quantities: string[],
      customerId: string | null,
      trx: Executor = db,
    ): Promise<SeriesMeta[]> {
      const sources = await marketRepo(db).visibleSources(regionIds, customerId, trx);
      const names = new Map(sources.map((f) => [f.id, f.name]));
      const { rows } = await sql<SeriesMeta>`
        select distinct on (s.price_region_id, s.price_forecast_source_id, s.quantity, s.kind)
          s.id, null as plant_view_id, null as component_id, null as component_name, null as component_type,
          s.price_region_id, s.price_forecast_source_id as source_id, null as source_name, s.quantity, s.kind, s.unit, s.resolution_seconds
        from series s
        where s.price_region_id = any(${regionIds}::text[]) and s.quantity = any(${quantities}::text[]) and s.run_id is null
          and (s.price_forecast_source_id is null or s.price_forecast_source_id = any(${[...names.keys()]}::uuid[]))
        order by s.price_region_id, s.price_forecast_source_id nulls first, s.quantity, s.kind, s.version desc`.execute(
        trx,
      );
      return rows.map((r) => ({ ...r, source_name: r.source_id ? (names.get(r.source_id) ?? null) : null }));
    },
    /**
     * Consecutive stored values as [start, end) ranges (islands), per series, within the range.
     * Deliberately the stored values only: data quality is about what telemetry delivered; values
     * operators saved are overrides (the telemetry module's live data reports the newest one separately).
     */
    async presentRanges(ids: number[], start: number, end: number, trx: Executor = db) {
      if (!ids.length) return [];
      const { rows } = await sql<{ id: number; from_ms: number; to_ms: number }>`
        select id, ${msOf(sql`min(ts)`)} as from_ms,
               ${msOf(sql`max(ts)`)} + res * 1000 as to_ms
        from (
          select v.series_id as id, v.ts, s.resolution_seconds as res,
                 v.ts - make_interval(secs => s.resolution_seconds * row_number() over (partition by v.series_id order by v.ts)) as island
          from series_value v join series s on s.id = v.series_id
          where v.series_id = any(${ids}::bigint[]) and v.ts >= ${tsFromMs(start)} and v.ts < ${tsFromMs(end)}
        ) x
        group by id, island, res
        order by id, from_ms`.execute(trx);
      return rows;
    },
    /** Sum of effective value x resolution seconds per kind over the range (flows m3/s -> m3). */
    async volumeByKind(ids: number[], start: number, end: number, trx: Executor = db) {
      if (!ids.length) return [];
      const { rows } = await sql<{ kind: string; volume: number }>`
        select s.kind, sum(v.value * s.resolution_seconds) as volume
        from ${effectiveValuesSql(ids, start, end)} v join series s on s.id = v.series_id
        group by s.kind`.execute(trx);
      return rows;
    },
    /** The newest measured power of any component (the demo's telemetry clock). */
    async newestMeasuredPower(trx: Executor = db): Promise<Date | null> {
      const { rows } = await sql<{ ts: Date | null }>`
        select max(v.ts) as ts from series s join series_value v on v.series_id = s.id
        where s.kind = 'actual' and s.run_id is null and s.price_region_id is null and s.quantity = 'power'`.execute(
        trx,
      );
      return rows[0]?.ts ?? null;
    },
  };
  return repo;
}

/** One component and quantity a run plans, with the unit of its values. */
export interface PlanSeriesOwner {
  control_unit_id: string | null;
  hydro_body_id: string | null;
  quantity: string;
  unit: string;
}

/**
 * Makes the stored plan series (run_id null) that stand for a run's plan where a component has
 * none yet, so the run's plan of every quantity is readable and overridable (planCellsSql reads
 * runs through them). Existing ones are kept as they are. Call in the run's transaction.
 */
export async function ensurePlanSeries(owners: PlanSeriesOwner[], resolutionSeconds: number, trx: Executor) {
  if (!owners.length) return;
  await sql`
    insert into series (control_unit_id, hydro_body_id, quantity, kind, unit, resolution_seconds)
    select o.cu, o.hb, o.q, 'plan', o.u, ${resolutionSeconds}
    from unnest(${owners.map((o) => o.control_unit_id)}::text[], ${owners.map((o) => o.hydro_body_id)}::text[],
                ${owners.map((o) => o.quantity)}::text[], ${owners.map((o) => o.unit)}::text[]) as o(cu, hb, q, u)
    where not exists (
      select from series s where s.kind = 'plan' and s.run_id is null and s.quantity = o.q
        and s.control_unit_id is not distinct from o.cu and s.hydro_body_id is not distinct from o.hb)
    on conflict do nothing`.execute(trx);
}

/** The series repository of a database, built once. */
export const seriesRepo = perDb(createSeriesRepo);
