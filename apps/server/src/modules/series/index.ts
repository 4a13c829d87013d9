// What other modules may use of series: import from '../series/index.js', nothing deeper.
export { aggregateSeries, bucketSql, effectiveValuesSql, priceSql } from './aggregateSeries.repo.js';
export { seriesFrames } from './frames.js';
export { ensurePlanSeries, seriesRepo, type PlanSeriesOwner } from './series.repo.js';
export { planCellsSql } from './planCells.js';
export {
  analyzeSeries,
  seriesStaging,
  writeSeries,
  type NewSeries,
  type SeriesWriteContext,
  type SeriesWriteResult,
  type SeriesWriteSource,
  type WriteMode,
} from './writeSeries.js';
export { onReplanNotice, type ReplanNotice } from './replanNotices.js';
