import type { Executor } from '../../db/schema.js';

/** The physical plant a long-term run belongs to (null: no such a long-term run); the plant-view path guard asks it (plants/plantPathIds.ts). */
export async function longTermRunPlant(id: string, db: Executor): Promise<string | null> {
  const row = await db.selectFrom('long_term_run').select('physical_plant_id').where('id', '=', id).executeTakeFirst();
  return row?.physical_plant_id ?? null;
}
