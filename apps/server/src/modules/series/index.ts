// What other modules may use of series: import from '../series/index.js', nothing deeper.
export { aggregateSeries, bucketSql, effectiveValuesSql, priceSql } from './aggregateSeries.repo.js';
export { seriesFrames } from './frames.js';
export { ensurePlanSeries, seriesRepo, type PlanSeriesOwner } from './series.repo.js';
export { planCellsSql } from './planCells.repo.js';
export {
  analyzeSeries,
  seriesStaging,
  writeSeries,
  type MeasuredCells,
  type NewSeries,
  type SeriesWriteContext,
  type SeriesWriteResult,
  type SeriesWriteSource,
  type WriteMode,
} from './writeSeries.js';
export { MEASURED_SOURCE, onReplanNotice, type ReplanNotice } from './replanNotices.js';
export {
  firstActualInflow,
  latestActualContents,
  weeklyActualInflows,
  weeklyActualPrices,
} from './actualHistory.repo.js';
export { runPlanPower } from './runPlanPower.repo.js';
export {
  hourlyEffectiveValues,
  loadSeriesWindow,
  storedPlanSeries,
  type WindowOwner,
} from './storedSeriesValues.repo.js';
export { createReportingTotalsRepo } from './reportingTotals.repo.js';
export { regionAuctionResults, regionHasPrices } from './regionPrices.repo.js';
export { createOverridesRepo, type CellState } from './overrides.repo.js';
export { overridesFor, type LiveOverride } from './overridesFor.repo.js';
export { createSeriesTargets, type SeriesOwner, type SeriesTarget, type ViewComponent } from './seriesTargets.repo.js';
export { actualCoverage } from './actualCoverage.repo.js';
export { actualsCoverage } from './actualsCoverage.repo.js';
export {
  telemetryFacts,
  valueHistory,
  type TelemetryComponent,
  type TelemetrySeriesFacts,
} from './telemetryFacts.repo.js';
