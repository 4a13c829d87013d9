// What other modules may use of productModules: import from '../productModules/index.js', nothing deeper.
export { requireFeature } from './productModules.service.js';
export { activateAllModules, copyModules, plantHasModule, startModules } from './productModuleEntity.js';
