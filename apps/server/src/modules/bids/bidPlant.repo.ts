import { plantOfRow } from '../../db/plantOfRow.js';
import type { Executor } from '../../db/schema.js';

/** The physical plant a bid version belongs to (null: no such version); the plant-view path guard asks it (plants/plantPathIds.ts). */
export async function bidVersionPlant(id: string, db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('day_ahead_bid_version as v')
    .innerJoin('day_ahead_bid as b', 'b.id', 'v.bid_id')
    .select('b.physical_plant_id')
    .where('v.id', '=', id)
    .executeTakeFirst();
  return row?.physical_plant_id ?? null;
}

/** The physical plant a bid run belongs to (null: no such run). */
export const bidRunPlant = plantOfRow('bid_run', 'id');
