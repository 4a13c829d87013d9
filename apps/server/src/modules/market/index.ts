// What other modules may use of market: import from '../market/index.js', nothing deeper.
export { marketRepo } from './market.repo.js';
