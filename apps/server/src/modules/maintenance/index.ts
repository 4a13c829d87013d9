// What other modules may use of maintenance: import from '../maintenance/index.js', nothing deeper.
export { modelOutages, type UsedOutage } from './modelOutages.js';
export { maintenancePlant } from './maintenancePlant.repo.js';
