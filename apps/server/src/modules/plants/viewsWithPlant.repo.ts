import type { Executor } from '../../db/schema.js';

/** Plant views (`v`) joined with their physical plant (`p`): where a query of views with their plant's fields starts. */
export const viewsWithPlant = (trx: Executor) =>
  trx.selectFrom('plant_view as v').innerJoin('physical_plant as p', 'p.id', 'v.physical_plant_id');
