import * as optimizer from '@penstock/optimizer';
import type { BidCurveResult, BidOptions, OptimizerModel } from '@penstock/optimizer';
import { cannotProcess } from '@penstock/domain';
import type { PastPriceDay } from './priceHistory.js';

// The optimiser's side of issue 25 (packages/optimizer/src/bids, branch bidopt) is built in
// parallel: until it lands, a generation fails with a clear line instead of a missing import.
type Generate = (model: OptimizerModel, options: BidOptions & { signal?: AbortSignal }) => Promise<BidCurveResult>;
type Scenarios = (
  forecast: readonly number[],
  history: readonly PastPriceDay[],
  count: number,
  seed: number,
  steps: { fromStep: number; toStep: number },
) => number[][];
const api = optimizer as unknown as { generateBidCurves?: Generate; priceScenarios?: Scenarios };

export function generateBidCurves(model: OptimizerModel, options: BidOptions & { signal?: AbortSignal }) {
  if (!api.generateBidCurves) throw cannotProcess('The bid curve generator is not installed');
  return api.generateBidCurves(model, options);
}

export function priceScenarios(...args: Parameters<Scenarios>): number[][] {
  if (!api.priceScenarios) throw cannotProcess('The price scenario generator is not installed');
  return api.priceScenarios(...args);
}
