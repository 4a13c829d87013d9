import { sql } from 'kysely';
import type { Executor } from './schema.js';

/** Tables whose rows name their physical plant, with the column of their key. */
type PlantRowKeys = {
  plant_constraint: 'id';
  optimization_run: 'id';
  long_term_run: 'id';
  bid_run: 'id';
  maintenance: 'uuid';
};

/**
 * The lookup of the physical plant a row of `table` belongs to (null: no such row), for the
 * plant-view path guard (plants/plantPathIds.ts). The module owning the table declares it:
 *
 *   export const constraintPlant = plantOfRow('plant_constraint', 'id');
 */
export const plantOfRow =
  <T extends keyof PlantRowKeys>(table: T, key: PlantRowKeys[T]) =>
  async (id: string, db: Executor): Promise<string | null> => {
    const row = await db
      .selectFrom(table as keyof PlantRowKeys)
      .select('physical_plant_id')
      .where(sql.ref(key), '=', id)
      .executeTakeFirst();
    return row?.physical_plant_id ?? null;
  };
