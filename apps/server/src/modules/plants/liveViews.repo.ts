import { SCHEDULED_RUN_STATES } from '@penstock/domain';
import type { Db } from '../../db/schema.js';

/** The first plant view of every physical plant in a SCHEDULED_RUN_STATES state (Live) (or of only one), for tasks that queue a run per plant. */
export function liveViews(db: Db, only: string | null) {
  return db
    .selectFrom('physical_plant as p')
    .innerJoin('plant_view as v', 'v.physical_plant_id', 'p.id')
    .select(['p.id as physical_plant_id', 'v.id', 'v.portfolio_id', 'p.plant_state'])
    .where('p.plant_state', 'in', SCHEDULED_RUN_STATES)
    .$if(only !== null, (q) => q.where('p.id', '=', only!))
    .distinctOn('p.id')
    .orderBy('p.id')
    .orderBy('v.id')
    .execute();
}
