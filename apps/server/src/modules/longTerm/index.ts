// What other modules may use of longTerm: import from '../longTerm/index.js', nothing deeper.
export { longTermFutureValue } from './longTermFutureValue.js';
