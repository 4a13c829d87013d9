import {
  moneyUnit,
  NO_WATER_VALUES,
  type PlantSeriesQuery,
  type SeriesFrame,
  type WaterValueResponse,
} from '@penstock/domain';
import type { Db } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import { createLongTermRepo } from '../longTerm/index.js';
import { waterValuesRepo } from '../optimization/index.js';
import type { PlantViewRow } from '../plants/index.js';

/**
 * Water values of the newest optimisation run that stored any for the plant view's assigned
 * reservoirs and turbines: mean EUR/MWh (and EUR/m3) per calendar bucket. None: 400 {detail},
 * which the screen shows as "no water values".
 */
export function createWaterValueService(db: Db) {
  return {
    async forView(view: PlantViewRow, q: PlantSeriesQuery, turbine?: string): Promise<WaterValueResponse> {
      const latest = await waterValuesRepo.latestRun(view.physical_plant_id, db);
      if (!latest) throw new HttpError(400, NO_WATER_VALUES);
      // the long-term run whose cuts the run used (recorded in its inputs by runOptimization)
      const longTerm = latest.long_term_run_id ? await createLongTermRepo(db).get(latest.long_term_run_id) : undefined;
      const rows = await waterValuesRepo.bucketed(latest.id, view.id, q, turbine ?? null, db);
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
        long_term_run: longTerm
          ? { id: longTerm.id, version: longTerm.version, finished_at: longTerm.finished_at?.getTime() ?? null }
          : null,
        frames: [...frames.values()].flat(),
      };
    },
  };
}
