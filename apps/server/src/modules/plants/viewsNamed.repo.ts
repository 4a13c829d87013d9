import type { Executor } from '../../db/schema.js';
import { viewsWithPlant } from './viewsWithPlant.repo.js';

/**
 * The plant views a sender may mean (telemetry ingest names a view or a plant, not a portfolio):
 * with `plantViewId` that view; with `plant` every view of the physical plant of that id or
 * internal id, in every portfolio. The caller checks the user's rights on each (requirePlantView).
 */
export function viewsNamed(by: { plantViewId: string } | { plant: string }, trx: Executor) {
  const q = viewsWithPlant(trx).select(['v.id', 'v.portfolio_id', 'v.physical_plant_id']);
  return (
    'plantViewId' in by
      ? q.where('v.id', '=', by.plantViewId)
      : q.where((w) => w.or([w('p.id', '=', by.plant), w('p.internal_id', '=', by.plant)]))
  )
    .orderBy('v.portfolio_id')
    .orderBy('v.id')
    .execute();
}
