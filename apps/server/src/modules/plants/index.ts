// What other modules may use of plants: import from '../plants/index.js', nothing deeper.
export { plantsRepo, type PlantViewRow } from './plants.repo.js';
export { requirePlantView, type PlantViewAccess, type PlantViewParams } from './requirePlantView.js';
export { plantSettingRoutes } from './plantSettingRoutes.js';
export { plantViewRoutes } from './plantViewRoutes.js';
export { bidCompletionTime, nominationConfiguration } from './nominationConfiguration.js';
export { liveViews } from './liveViews.repo.js';
export { viewComponents, viewComponentsQuery, type ViewComponent } from './viewComponents.repo.js';
export { gateCurves } from './gateCurves.repo.js';
export { plantPathIdRules, PLANT_PATH_IDS, NOT_IDS, type PathIdRule } from './plantPathIds.js';
export { requirePathIds } from './requirePathIds.js';
export {
  BODY_STATIC_FIELDS,
  UNIT_LIMIT_FIELDS,
  analyticsEntity,
  controlUnitEntity,
  hydroBodyEntity,
  plantEntity,
  plantViewEntity,
  pointTableEntity,
  strategyEntity,
} from './plantEntities.js';
export { assignToFullViews, fullViews } from './viewAssignment.repo.js';
export {
  adminViews,
  assignAllComponents,
  claimPlant,
  freeViewId,
  plantComponentsInView,
  plantsOfCustomerOrNone,
  setComponentsAssigned,
  setViewComponentNames,
  viewCountOfPlant,
  viewCounts,
  viewExists,
  viewIdsOf,
  viewOfPortfolio,
} from './viewAdmin.repo.js';
export { adminPlantRows, analyticsRow, completenessInputs, strategyRow } from './plantAdminReads.repo.js';
export {
  bodyUsers,
  componentHolder,
  componentRows,
  existingBodyIds,
  externalIdHolder,
  isComponentOf,
  lockTopology,
  topologyRows,
  unitType,
} from './components.repo.js';
export { componentOfPlant, pointTableMeta, readPoints, unitBodiesLevels, writePoints } from './pointTables.repo.js';
// Reads other modules' SQL used to make on plants' tables (issue 22, one home per table).
export { physicalPlant, physicalPlants, plantComponentIds } from './physicalPlant.repo.js';
export { plantTopology } from './plantTopology.repo.js';
export { componentNames } from './componentNames.repo.js';
export { controlUnitsById, plantControlUnits, viewControlUnits } from './controlUnits.repo.js';
export { plantsPerRegion } from './plantsPerRegion.repo.js';
export { levelToContentPoints } from './levelToContentPoints.repo.js';
export { customerPlants } from './customerPlants.repo.js';
export { insertPlantView, plantBasics, plantSettingsRow, plantWithIds, renamePlantView } from './plantSettings.repo.js';
export { copyPlantRows } from './copyPlantRows.repo.js';
export { componentPlantOf } from './componentPlantOf.repo.js';
export { componentOwners, insertWorldPlants, insertWorldViews, type ComponentOwner } from './insertWorldPlants.repo.js';
export { viewsNamed } from './viewsNamed.repo.js';
