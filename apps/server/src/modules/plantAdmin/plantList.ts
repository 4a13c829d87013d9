import { DATA_QUALITY_DAYS, type PlantAdminRow } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';

/** The portfolio's plant views for the Plants admin list, with their unit count and data quality of the last DATA_QUALITY_DAYS days. */
export async function plantAdminList(portfolioId: string, now: Date, db: Executor): Promise<PlantAdminRow[]> {
  const { rows } = await sql<PlantAdminRow & { data_quality_percent: string | null; units: string }>`
    with views as (
      select v.id, v.internal_id, v.name, v.physical_plant_id, p.plant_state, p.market_timezone, p.shadow_of_id as shadow_of
      from plant_view v join physical_plant p on p.id = v.physical_plant_id where v.portfolio_id = ${portfolioId}
    ), actual as (
      select p.id as plant_id, s.id as series_id from physical_plant p
      join series s on s.kind = 'actual' and s.run_id is null and (
        s.control_unit_id in (select id from control_unit where physical_plant_id = p.id) or
        s.hydro_body_id in (select id from hydro_body where physical_plant_id = p.id))
      where p.id in (select physical_plant_id from views)
    ), quality as (
      select a.plant_id, 100.0 * count(v.ts) / (count(distinct a.series_id) * ${DATA_QUALITY_DAYS * 24}) as percent
      from actual a left join series_value v on v.series_id = a.series_id
        and v.ts >= ${now}::timestamptz - make_interval(days => ${DATA_QUALITY_DAYS}) and v.ts < ${now}::timestamptz
      group by a.plant_id
    )
    select w.id, w.internal_id, w.name, w.plant_state, w.market_timezone, w.shadow_of,
      (select count(*) from control_unit u where u.physical_plant_id = w.physical_plant_id) as units,
      round(case when q.percent is null then null else least(q.percent, 100) end, 1) as data_quality_percent -- least() skips nulls
    from views w left join quality q on q.plant_id = w.physical_plant_id
    order by w.name, w.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    units: Number(r.units),
    data_quality_percent: r.data_quality_percent === null ? null : Number(r.data_quality_percent),
  }));
}
