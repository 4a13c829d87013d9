import type { PlantSeriesQuery, SeriesFrame } from '@penstock/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';
import { viewComponentsQuery } from '../plants/index.js';
import { bucketSql } from '../series/index.js';

/** One water value of a run: of a reservoir or of a turbine below it, at step `i`. */
export interface WaterValueRow {
  hydro_body_id: string | null;
  control_unit_id: string | null;
  i: number;
  /** EUR per m3 */
  m3: number;
  /** EUR per MWh */
  mwh: number | null;
}

export const waterValuesRepo = {
  /** A run's water values, step `i` stamped at `startMs` + i steps, in one statement. */
  async insert(runId: string, startMs: number, stepSeconds: number, rows: WaterValueRow[], trx: Executor) {
    if (!rows.length) return;
    await sql`
      insert into water_value (run_id, hydro_body_id, control_unit_id, ts, value_eur_per_m3, value_eur_per_mwh)
      select ${runId}::uuid, h, c, ${tsFromMs(startMs)} + i * make_interval(secs => ${stepSeconds}::float8), m3, mwh
      from unnest(${rows.map((r) => r.hydro_body_id)}::text[], ${rows.map((r) => r.control_unit_id)}::text[], ${rows.map((r) => r.i)}::int[],
                  ${rows.map((r) => r.m3)}::float8[], ${rows.map((r) => r.mwh)}::float8[]) as t(h, c, i, m3, mwh)`.execute(
      trx,
    );
  },

  /** The plant's newest run that stored any water values, and the long-term run whose cuts it used. */
  async latestRun(physicalPlantId: string, trx: Executor) {
    const run = await sql<{ id: string; created_at: Date; long_term_run_id: string | null }>`
      select r.id, r.created_at, r.inputs->'long_term_run'->>'id' as long_term_run_id from optimization_run r
      where r.physical_plant_id = ${physicalPlantId}
        and exists (select 1 from water_value w where w.run_id = r.id)
      order by r.created_at desc limit 1`.execute(trx);
    return run.rows[0];
  },

  /**
   * A run's mean water values (EUR/MWh and EUR/m3) per calendar bucket of the query, for the view's
   * assigned components (with `turbine`: that turbine and the reservoirs).
   */
  async bucketed(runId: string, viewId: string, q: PlantSeriesQuery, turbine: string | null, trx: Executor) {
    const { rows } = await sql<{
      component_id: string;
      component_name: string;
      component_type: SeriesFrame['component_type'];
      t: number;
      mwh: number | null;
      m3: number | null;
    }>`
      with c as (${viewComponentsQuery([viewId])})
      select c.id as component_id, c.name as component_name, c.type as component_type,
             ${msOf(bucketSql(q.granularity ?? 'raw', q.timezone))} as t,
             avg(v.value_eur_per_mwh) as mwh, avg(v.value_eur_per_m3) as m3
      from water_value v join c on c.id = coalesce(v.hydro_body_id, v.control_unit_id)
      where v.run_id = ${runId} and v.ts >= ${tsFromMs(q['start-ts'])} and v.ts < ${tsFromMs(q['end-ts'])}
        and (${turbine}::text is null or c.id = ${turbine}::text or c.type = 'RESERVOIR')
      group by 1, 2, 3, 4 order by 1, 4`.execute(trx);
    return rows;
  },
};

/** Hourly turbine water values (EUR/MWh) of the view's latest succeeded run over the range; null where it has none. */
export async function latestWaterValues(
  db: Executor,
  plantViewId: string,
  turbineId: string,
  start: number,
  hours: number,
): Promise<(number | null)[]> {
  const { rows } = await sql<{ i: number; value: number }>`
    with r as (
      select r.id from optimization_run r
      where r.plant_view_id = ${plantViewId} and r.status = 'succeeded'
        and exists (select 1 from water_value w where w.run_id = r.id and w.control_unit_id = ${turbineId})
      order by r.finished_at desc nulls last, r.created_at desc limit 1)
    select ((${msOf(sql`date_trunc('hour', w.ts)`)} - ${start}::float8) / 3600000)::int as i, avg(w.value_eur_per_mwh)::float8 as value
    from water_value w join r on r.id = w.run_id
    where w.control_unit_id = ${turbineId} and w.value_eur_per_mwh is not null
      and w.ts >= ${tsFromMs(start)} and w.ts < ${tsFromMs(start + hours * 3_600_000)}
    group by 1`.execute(db);
  const out: (number | null)[] = new Array(hours).fill(null);
  for (const r of rows) if (r.i >= 0 && r.i < hours) out[r.i] = r.value;
  return out;
}
