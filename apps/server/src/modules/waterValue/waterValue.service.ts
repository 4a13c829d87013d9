import {
  moneyUnit,
  NO_WATER_VALUES,
  type PlantSeriesQuery,
  type SeriesFrame,
  type WaterValueResponse,
} from '@penstock/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import { viewComponentsQuery, type PlantViewRow } from '../plants/index.js';
import { bucketSql } from '../series/index.js';
import { msOf, tsFromMs } from '../../db/sqlTime.js';

/**
 * Water values of the newest optimisation run that stored any for the plant view's assigned
 * reservoirs and turbines: mean EUR/MWh (and EUR/m3) per calendar bucket. None: 400 {detail},
 * which the screen shows as "no water values".
 */
export function createWaterValueService(db: Db) {
  return {
    async forView(view: PlantViewRow, q: PlantSeriesQuery, turbine?: string): Promise<WaterValueResponse> {
      // with the long-term run whose cuts the run used (recorded in its inputs by runOptimization)
      const run = await sql<{
        id: string;
        created_at: Date;
        lt_id: string | null;
        lt_version: number | null;
        lt_finished: Date | null;
      }>`
        select r.id, r.created_at, lt.id as lt_id, lt.version as lt_version, lt.finished_at as lt_finished
        from optimization_run r
        left join long_term_run lt on lt.id::text = r.inputs->'long_term_run'->>'id'
        where r.physical_plant_id = ${view.physical_plant_id}
          and exists (select 1 from water_value w where w.run_id = r.id)
        order by r.created_at desc limit 1`.execute(db);
      const latest = run.rows[0];
      if (!latest) throw new HttpError(400, NO_WATER_VALUES);
      const { rows } = await sql<{
        component_id: string;
        component_name: string;
        component_type: SeriesFrame['component_type'];
        t: number;
        mwh: number | null;
        m3: number | null;
      }>`
        with c as (${viewComponentsQuery([view.id])})
        select c.id as component_id, c.name as component_name, c.type as component_type,
               ${msOf(bucketSql(q.granularity ?? 'raw', q.timezone))} as t,
               avg(v.value_eur_per_mwh) as mwh, avg(v.value_eur_per_m3) as m3
        from water_value v join c on c.id = coalesce(v.hydro_body_id, v.control_unit_id)
        where v.run_id = ${latest.id} and v.ts >= ${tsFromMs(q['start-ts'])} and v.ts < ${tsFromMs(q['end-ts'])}
          and (${turbine ?? null}::text is null or c.id = ${turbine ?? null}::text or c.type = 'RESERVOIR')
        group by 1, 2, 3, 4 order by 1, 4`.execute(db);
      const frames = new Map<string, [SeriesFrame, SeriesFrame]>();
      for (const r of rows) {
        let f = frames.get(r.component_id);
        if (!f) {
          const base = {
            component_id: r.component_id,
            component_name: r.component_name,
            component_type: r.component_type,
            kind: 'plan' as const,
          };
          f = [
            { ...base, quantity: 'water_value', unit: moneyUnit('EUR/MWh', view.currency), time: [], values: [] },
            { ...base, quantity: 'water_value_m3', unit: moneyUnit('EUR/m3', view.currency), time: [], values: [] },
          ];
          frames.set(r.component_id, f);
        }
        f[0].time.push(r.t);
        f[0].values.push(r.mwh);
        f[1].time.push(r.t);
        f[1].values.push(r.m3);
      }
      return {
        run_id: latest.id,
        created_at: latest.created_at.getTime(),
        long_term_run:
          latest.lt_id !== null
            ? { id: latest.lt_id, version: latest.lt_version!, finished_at: latest.lt_finished?.getTime() ?? null }
            : null,
        frames: [...frames.values()].flat(),
      };
    },
  };
}
