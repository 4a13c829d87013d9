// What other modules may use of longTerm: import from '../longTerm/index.js', nothing deeper.
export { futureValueAt, longTermFutureValue, type LongTermFutureValue } from './longTermFutureValue.repo.js';
export { ensureLongTermRuns } from './longTermWaterValues.js';
export { createLongTermRepo } from './longTerm.repo.js';
export { longTermRunPlant } from './longTermRunPlant.repo.js';
