import type { Executor } from '../../db/schema.js';

/** The plant's stored nomination configuration row (undefined: never configured). */
export const nominationRow = (physicalPlantId: string, db: Executor) =>
  db
    .selectFrom('nomination_configuration')
    .selectAll()
    .where('physical_plant_id', '=', physicalPlantId)
    .executeTakeFirst();
