import { consecutiveSpans, maxOf, RESERVE_SHORTFALL_TYPE, type Violation } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import type { PlantViewRow } from '../plants/index.js';
import { createGridReservesRepo } from './gridReserves.repo.js';
import { shortfallSteps } from './reserveSchedule.repo.js';

export { RESERVE_SHORTFALL_TYPE };

/**
 * Grid reserve obligations the plan does not hold in full, as violations of the plan (issue 24): one
 * per reserve and run of consecutive short steps (of the run's step length, consecutiveSpans), worst_value the largest MW short, limit_value the
 * MW sold, penalty_price the run's price of a MW not held for an hour and penalty_cost what the span
 * costs (Penalties.reserveShortfall) in the plant's currency (the list shows them in columns of their
 * own). `split`: the previous full hour (upcoming or past).
 */
export async function reserveShortfallViolations(
  views: PlantViewRow[],
  range: { start: number; end: number; split: number },
  db: Executor,
): Promise<Violation[]> {
  const repo = createGridReservesRepo(db as Db);
  const out: Violation[] = [];
  for (const view of views) {
    const units = await repo.unitsOfView(view.id, db);
    const names = new Map(units.map((u) => [u.id, u.name]));
    const steps = await shortfallSteps(
      view.physical_plant_id,
      units.map((u) => u.id),
      range.start,
      range.end,
      db,
    );
    for (const { steps: span, start, end } of consecutiveSpans(steps, (s) => s.grid_reserve_id)) {
      const first = span[0];
      const price = maxOf(span.map((s) => s.shortfall_price)),
        cost = span.reduce((s, x) => s + x.shortfall_cost, 0);
      out.push({
        id: `${RESERVE_SHORTFALL_TYPE}:${first.grid_reserve_id}:${first.ts}`,
        constraint_id: first.grid_reserve_id,
        component_id: first.control_unit_id,
        component_name: names.get(first.control_unit_id) ?? first.control_unit_id,
        constrainable_type: 'Turbine',
        constraint_type: RESERVE_SHORTFALL_TYPE,
        type_display_name: `Grid reserve ${first.product_name} ${first.direction} not held`,
        unit: 'MW',
        plant: view.id,
        plant_name: view.name,
        start,
        end,
        worst_value: maxOf(span.map((s) => s.shortfall_mw)),
        limit_value: maxOf(span.map((s) => s.mw)),
        source: 'plan',
        upcoming: end > range.split,
        ...(price > 0 ? { penalty_price: price, penalty_cost: cost, currency: view.currency } : {}),
      });
    }
  }
  return out;
}
