// What other modules may use of gridReserves: import from '../gridReserves/index.js', nothing deeper.
export { modelReserves, type UsedReserve } from './modelReserves.js';
export { storeReservePlan } from './reservePlan.repo.js';
export { plantReserveRevenue } from './plantReserveRevenue.js';
export { reserveRunLines } from './reserveRunLines.js';
export { RESERVE_SHORTFALL_TYPE, reserveShortfallViolations } from './reserveViolations.js';
