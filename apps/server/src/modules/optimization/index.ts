// What other modules may use of optimization: import from '../optimization/index.js', nothing deeper.
export { buildPlantModel } from './buildPlantModel.js';
export { replanModelOfRange } from './replanModelOfRange.js';
export { waterValuesRepo } from './waterValues.repo.js';
export { optimizationRunPlant } from './optimizationRunPlant.repo.js';
export { succeededRunsCovering } from './succeededRunsCovering.repo.js';
