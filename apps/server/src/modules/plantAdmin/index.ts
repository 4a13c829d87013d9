// What other modules may use of plants administration: import from '../plantAdmin/index.js', nothing deeper.
export { missingDataOf } from './plantCompleteness.js';
export { analyticsParameters, strategyAdjustment } from './plantParameters.js';
export { modelHeadData } from './modelHeadData.js';
export { headPlantPlant } from './headData.repo.js';
