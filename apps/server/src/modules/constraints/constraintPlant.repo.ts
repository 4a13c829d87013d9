import type { Executor } from '../../db/schema.js';

/** The physical plant a constraint belongs to (null: no such a constraint); the plant-view path guard asks it (plants/plantPathIds.ts). */
export async function constraintPlant(id: string, db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('plant_constraint')
    .select('physical_plant_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.physical_plant_id ?? null;
}
