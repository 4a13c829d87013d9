import type { Executor } from '../../db/schema.js';

/** The physical plant an optimisation run belongs to (null: no such an optimisation run); the plant-view path guard asks it (plants/plantPathIds.ts). */
export async function optimizationRunPlant(id: string, db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('optimization_run')
    .select('physical_plant_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.physical_plant_id ?? null;
}
