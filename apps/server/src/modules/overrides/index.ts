// What other modules may use of overrides: import from '../overrides/index.js', nothing deeper.
export { overridesFor } from './overridesFor.js';
export { createSeriesTargets, type SeriesOwner, type ViewComponent } from './seriesTargets.js';
