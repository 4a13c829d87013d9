import type { Executor } from '../../db/schema.js';

/** The physical plant an outage belongs to (null: no such an outage); the plant-view path guard asks it (plants/plantPathIds.ts). */
export async function maintenancePlant(id: string, db: Executor): Promise<string | null> {
  const row = await db.selectFrom('maintenance').select('physical_plant_id').where('uuid', '=', id).executeTakeFirst();
  return row?.physical_plant_id ?? null;
}
