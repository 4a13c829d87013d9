import { lastRecordedValue } from '../../db/entities/entityHistory.repo.js';
import type { Executor } from '../../db/schema.js';

/**
 * The physical plant a hydro body or control unit belongs to (the plant-view path guard); with
 * `history`, a deleted component's last plant as its history recorded it. null: no such component.
 */
export async function componentPlant(
  kind: 'hydro_body' | 'control_unit',
  id: string,
  history: boolean,
  db: Executor,
): Promise<string | null> {
  const row = await db.selectFrom(kind).select('physical_plant_id').where('id', '=', id).executeTakeFirst();
  if (row) return row.physical_plant_id;
  return history ? lastRecordedValue(kind, id, 'physical_plant_id', db) : null;
}
