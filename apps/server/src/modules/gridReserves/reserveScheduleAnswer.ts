import type { GridReserveSchedule, GridReserveScheduleQuery } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import { invalidFields } from '../../http/httpError.js';
import type { PlantViewRow } from '../plants/index.js';
import { createGridReservesRepo } from './gridReserves.repo.js';
import { reserveSchedule } from './reserveSchedule.repo.js';

/** Longest range answered: a leap year of steps per reserve. */
export const SCHEDULE_MAX_DAYS = 366;

/**
 * The plan's reserve schedule of a plant view (GET .../plant/{plantViewId}/grid-reserve-schedule): per
 * unit, product and direction (one entry per reserve), the held MW, shortfall, expected activated energy
 * and revenue per step or bucket, each step from the latest succeeded run covering it, with its run id.
 */
export async function reserveScheduleAnswer(
  db: Executor,
  view: PlantViewRow,
  q: GridReserveScheduleQuery,
): Promise<GridReserveSchedule> {
  if (q['end-ts'] - q['start-ts'] > SCHEDULE_MAX_DAYS * 86_400_000)
    throw invalidFields('query string', [
      { path: 'end-ts', message: `The range must be at most ${SCHEDULE_MAX_DAYS} days` },
    ]);
  const zone = q.timezone ?? view.market_timezone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw invalidFields('query string', [{ path: 'timezone', message: 'must be an IANA time zone' }]);
  }
  const units = await createGridReservesRepo(db as Db).unitsOfView(view.id, db);
  const names = new Map(units.map((u) => [u.id, u.name]));
  const rows = await reserveSchedule(
    view.physical_plant_id,
    units.map((u) => u.id),
    { start: q['start-ts'], end: q['end-ts'], granularity: q.granularity ?? 'raw', zone },
    db,
  );
  const reserves = new Map<string, GridReserveSchedule['reserves'][number]>();
  const runs = new Map<string, number>();
  for (const r of rows) {
    let e = reserves.get(r.grid_reserve_id);
    if (!e) {
      e = {
        grid_reserve_id: r.grid_reserve_id,
        power_unit_id: r.control_unit_id,
        power_unit_name: names.get(r.control_unit_id) ?? r.control_unit_id,
        product_name: r.product_name,
        direction: r.direction as GridReserveSchedule['reserves'][number]['direction'],
        reserve_type: r.reserve_type as GridReserveSchedule['reserves'][number]['reserve_type'],
        mode: r.mode as GridReserveSchedule['reserves'][number]['mode'],
        steps: [],
        revenue: 0,
        activated_up_mwh: 0,
        activated_down_mwh: 0,
      };
      reserves.set(r.grid_reserve_id, e);
    }
    e.steps.push({
      ts: r.t,
      held_mw: r.held_mw,
      shortfall_mw: r.shortfall_mw,
      activated_mwh: r.activated_mwh,
      activated_up_mwh: r.activated_up_mwh,
      activated_down_mwh: r.activated_down_mwh,
      revenue: r.revenue,
      run_id: r.run_id,
    });
    e.revenue += r.revenue;
    e.activated_up_mwh += r.activated_up_mwh;
    e.activated_down_mwh += r.activated_down_mwh;
    runs.set(r.run_id, Math.max(runs.get(r.run_id) ?? -Infinity, r.t));
  }
  const list = [...reserves.values()];
  return {
    currency: view.currency,
    run_ids: [...runs.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id),
    reserves: list,
    revenue: list.reduce((s, r) => s + r.revenue, 0),
  };
}
