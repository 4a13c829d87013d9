import { maxOf, type Violation } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import type { PlantViewRow } from '../plants/index.js';
import { createGridReservesRepo } from './gridReserves.repo.js';
import { shortfallSteps } from './reserveSchedule.repo.js';

/** constraint_type of a reserve obligation the plan does not hold (the Violations screen's type filter). */
export const RESERVE_SHORTFALL_TYPE = 'grid_reserve_shortfall';

/**
 * Grid reserve obligations the plan does not hold in full, as violations of the plan (issue 24): one
 * per reserve and run of consecutive short steps, worst_value the largest MW short, limit_value the
 * MW sold, penalty_price the run's price of a MW not held for an hour and penalty_cost what the span
 * costs (Penalties.reserveShortfall), both also in the type's display name (the list shows that
 * column). `split`: the previous full hour (upcoming or past).
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
    const stepMs = 3_600_000;
    for (let i = 0; i < steps.length;) {
      const first = steps[i];
      let j = i;
      while (
        j + 1 < steps.length &&
        steps[j + 1].grid_reserve_id === first.grid_reserve_id &&
        steps[j + 1].ts - steps[j].ts <= stepMs
      )
        j++;
      const span = steps.slice(i, j + 1);
      const end = steps[j].ts + stepMs;
      const price = maxOf(span.map((s) => s.shortfall_price)),
        cost = span.reduce((s, x) => s + x.shortfall_cost, 0);
      const money = (v: number) => `${Math.round(v).toLocaleString('en-US')} ${view.currency}`;
      out.push({
        id: `${RESERVE_SHORTFALL_TYPE}:${first.grid_reserve_id}:${first.ts}`,
        constraint_id: first.grid_reserve_id,
        component_id: first.control_unit_id,
        component_name: names.get(first.control_unit_id) ?? first.control_unit_id,
        constrainable_type: 'Turbine',
        constraint_type: RESERVE_SHORTFALL_TYPE,
        type_display_name:
          `Grid reserve ${first.product_name} ${first.direction} not held` +
          (price > 0 ? `: penalty ${money(cost)} (${money(price)} per MW and hour)` : ''),
        unit: 'MW',
        plant: view.id,
        plant_name: view.name,
        start: first.ts,
        end,
        worst_value: maxOf(span.map((s) => s.shortfall_mw)),
        limit_value: maxOf(span.map((s) => s.mw)),
        source: 'plan',
        upcoming: end > range.split,
        ...(price > 0 ? { penalty_price: price, penalty_cost: cost } : {}),
      });
      i = j + 1;
    }
  }
  return out;
}
