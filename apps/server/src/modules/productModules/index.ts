// What other modules may use of productModules: import from '../productModules/index.js', nothing deeper.
export { requireFeature } from './productModules.service.js';
export { activateAllModules, copyModules, plantModuleStates, startModules } from './productModuleEntity.js';
