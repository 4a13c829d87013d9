import { isPlantState, plantRights, PRODUCT_LINK, PRODUCT_USER } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';
import { plantModuleStates } from '../productModules/index.js';

/**
 * Whether the plant enforces its target-level constraints in the future (spec 2 section 4: not
 * without advanced production planning), asked of the shared rights function with the plant's
 * module states at `now`: the optimiser and the violation detection read the same answer.
 */
export async function enforcesFutureLevelTargets(
  db: Executor,
  plant: { id: string; plant_state: string },
  now: number,
): Promise<boolean> {
  const modules = await plantModuleStates(plant.id, new Date(now), db);
  const state = isPlantState(plant.plant_state) ? plant.plant_state : 'Live';
  return plantRights(PRODUCT_USER, PRODUCT_LINK, { plant_state: state, modules }).enforceFutureLevelTargets;
}
