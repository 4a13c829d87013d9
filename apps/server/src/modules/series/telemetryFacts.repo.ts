import { sql } from 'kysely';
import type { ComponentType } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';
import { viewComponentsQuery } from '../plants/index.js';

/** A component of a plant view as the telemetry screens list it. */
export interface TelemetryComponent {
  plant_view_id: string;
  component_id: string;
  external_id: string;
  component_name: string;
  component_type: ComponentType;
}

/** One measured quantity of a component: its newest value, the newest live override, and the values since `since`. */
export interface TelemetrySeriesFacts {
  plant_view_id: string;
  component_id: string;
  series_id: number;
  quantity: string;
  unit: string;
  latest_ts: number | null;
  latest_value: number | null;
  latest_quality: number | null;
  override_ts: number | null;
  override_value: number | null;
  override_by: string | null;
  /** the values since `since`, by time (epoch ms, value, quality code) */
  times: number[];
  values: number[];
  qualities: (number | null)[];
}

/**
 * What the freshness rule (domain telemetryFreshness) and the Live Data screen need of the views'
 * components: every component, and per component each actual series (run_id null, newest version)
 * of the `quantities`, with its newest stored value of any age, its newest live override and its
 * values since `since`. Stored values only: overrides are not measurements.
 */
export async function telemetryFacts(viewIds: string[], quantities: string[], since: number, trx: Executor) {
  if (!viewIds.length) return { components: [] as TelemetryComponent[], series: [] as TelemetrySeriesFacts[] };
  const components = await sql<TelemetryComponent>`
    select c.plant_view_id, c.id as component_id, c.external_id, c.name as component_name, c.type as component_type
    from (${viewComponentsQuery(viewIds)}) c
    order by c.plant_view_id, c.type, c.name, c.id`.execute(trx);
  const series = await sql<TelemetrySeriesFacts>`
    with c as (${viewComponentsQuery(viewIds)}),
    s as (
      select distinct on (c.plant_view_id, c.id, s.quantity) c.plant_view_id, c.id as component_id, s.id as series_id, s.quantity, s.unit
      from c join series s on ((c.is_unit and s.control_unit_id = c.id) or (not c.is_unit and s.hydro_body_id = c.id))
      where s.kind = 'actual' and s.run_id is null and s.quantity = any(${quantities}::text[])
      order by c.plant_view_id, c.id, s.quantity, s.version desc)
    select s.plant_view_id, s.component_id, s.series_id::int as series_id, s.quantity, s.unit,
      ${msOf('l.ts')} as latest_ts, l.value as latest_value, l.quality as latest_quality,
      ${msOf('o.ts')} as override_ts, o.value as override_value, o.override_by,
      coalesce(r.times, '{}') as times, coalesce(r.vals, '{}') as values, coalesce(r.quals, '{}') as qualities
    from s
    left join lateral (select v.ts, v.value, v.quality from series_value v where v.series_id = s.series_id order by v.ts desc limit 1) l on true
    left join lateral (
      select o.ts, o.value, o.override_by from series_override o where o.series_id = s.series_id and o.deleted_at is null
      order by o.ts desc, o.created_at desc limit 1) o on true
    left join lateral (
      select array_agg(${msOf('v.ts')} order by v.ts) as times, array_agg(v.value order by v.ts) as vals, array_agg(v.quality order by v.ts) as quals
      from series_value v where v.series_id = s.series_id and v.ts >= ${tsFromMs(since)}) r on true
    order by s.plant_view_id, s.component_id, s.quantity`.execute(trx);
  return { components: components.rows, series: series.rows };
}

/**
 * The history of a measured series over [from, to): each stored value, and every correction a
 * later write made of it (the value and quality before and after, who and when).
 */
export async function valueHistory(seriesId: number, from: number, to: number, trx: Executor) {
  const range = sql`series_id = ${seriesId} and ts >= ${tsFromMs(from)} and ts < ${tsFromMs(to)}`;
  const values = await sql<{ ts: number; value: number; quality: number | null }>`
    select ${msOf('ts')} as ts, value, quality from series_value where ${range} order by ts`.execute(trx);
  const corrections = await sql<{
    ts: number;
    old_value: number;
    new_value: number;
    old_quality: number | null;
    new_quality: number | null;
    corrected_by: string;
    corrected_at: number;
  }>`
    select ${msOf('ts')} as ts, old_value, new_value, old_quality, new_quality, corrected_by, ${msOf('corrected_at')} as corrected_at
    from series_value_correction where ${range} order by ts, corrected_at, id`.execute(trx);
  return { values: values.rows, corrections: corrections.rows };
}
