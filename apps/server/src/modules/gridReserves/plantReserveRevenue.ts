import type { Db, Executor } from '../../db/schema.js';
import type { PlantViewRow } from '../plants/index.js';
import { createGridReservesRepo } from './gridReserves.repo.js';
import { reserveRevenue } from './reserveSchedule.repo.js';

/**
 * The plan's grid reserve revenue of a plant view's units in [start, end) (capacity and activation,
 * the plant's currency), each step from the latest succeeded run covering it; null when the plan
 * holds no reserve there. Reporting and the portfolio overview show it beside the energy revenue.
 */
export async function plantReserveRevenue(
  view: Pick<PlantViewRow, 'id' | 'physical_plant_id'>,
  start: number,
  end: number,
  db: Executor,
): Promise<number | null> {
  const units = await createGridReservesRepo(db as Db).unitsOfView(view.id, db);
  return reserveRevenue(
    view.physical_plant_id,
    units.map((u) => u.id),
    start,
    end,
    db,
  );
}
