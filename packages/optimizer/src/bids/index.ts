// Day-ahead bid curves (issue 25): what the package exports of this folder.
export { generateBidCurves } from './generateBidCurves.js';
export { generateBidCurvesInThread } from './generateBidCurvesInThread.js';
export { priceScenarios, type PriceHistoryDay } from './priceScenarios.js';
export { bidVolumeAt } from './bidVolumeAt.js';
export { sumBidCurves } from './sumBidCurves.js';
export { bidPricePoints } from './bidPricePoints.js';
export { writeBidLp } from './writeBidLp.js';
export { evaluateBidCurves, type BidOutcome } from './evaluateBidCurves.js';
export { BID_PRICE_MIN, BID_PRICE_MAX, BID_MAX_POINTS, gridPrice, gridVolume } from './bidGrid.js';
