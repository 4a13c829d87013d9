import type { OptimizerModel, PlanResult } from '@penstock/optimizer';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema.js';
import { tsFromMs } from '../../db/sqlTime.js';
import { reservePlanRows } from './reservePlanRows.js';

/**
 * Keeps a run's plan of its grid reserves per step (grid_reserve_plan), in the run's transaction, and
 * answers the plan's reserve revenue (capacity and activation, plant currency). A table of this module,
 * not plan series: the series' plan is per component and quantity and is what operators override,
 * while a reserve is per unit, product and direction and is not overridden. Readers take each step
 * from the latest succeeded run covering it (reserveSchedule.repo.ts), the same rule as the plan.
 */
export async function storeReservePlan(
  runId: string,
  model: OptimizerModel,
  plan: PlanResult,
  trx: Executor,
): Promise<{ revenue: number; shortfall_mwh: number }> {
  const rows = reservePlanRows(model, plan);
  if (!rows.length) return { revenue: 0, shortfall_mwh: 0 };
  const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  await sql`
    insert into grid_reserve_plan (run_id, grid_reserve_id, control_unit_id, product_name, direction, reserve_type, mode,
                                   ts, held_mw, shortfall_mw, activated_mwh, activated_up_mwh, activated_down_mwh, revenue,
                                   shortfall_price, shortfall_cost)
    select ${runId}::uuid, g, u, p, d, k, m, ${tsFromMs(sql`t`)}, h, s, a, au, ad, v, sp, sc
    from unnest(${col('grid_reserve_id')}::text[], ${col('control_unit_id')}::text[], ${col('product_name')}::text[],
                ${col('direction')}::text[], ${col('reserve_type')}::text[], ${col('mode')}::text[], ${col('ts')}::float8[],
                ${col('held_mw')}::float8[], ${col('shortfall_mw')}::float8[], ${col('activated_mwh')}::float8[],
                ${col('activated_up_mwh')}::float8[], ${col('activated_down_mwh')}::float8[],
                ${col('revenue')}::float8[], ${col('shortfall_price')}::float8[], ${col('shortfall_cost')}::float8[])
           as x(g, u, p, d, k, m, t, h, s, a, au, ad, v, sp, sc)`.execute(trx);
  const hours = model.stepSeconds / 3600;
  return {
    revenue: rows.reduce((s, r) => s + r.revenue, 0),
    shortfall_mwh: rows.reduce((s, r) => s + r.shortfall_mw * hours, 0),
  };
}
