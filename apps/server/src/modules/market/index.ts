// What other modules may use of market: import from '../market/index.js', nothing deeper.
export { marketRepo } from './market.repo.js';
export { forecastSourceOf, priceRegionExists } from './priceReferences.repo.js';
export { regionCurrencyOf } from './regionCurrency.repo.js';
export { ensureRegionsWithSource } from './ensureRegionsWithSource.repo.js';
