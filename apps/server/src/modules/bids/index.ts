// What other modules may use of bids: import from '../bids/index.js', nothing deeper.
export { bidRunPlant, bidVersionPlant } from './bidPlant.repo.js';
