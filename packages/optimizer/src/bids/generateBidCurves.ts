import { callWorker } from '../solverWorkers.js';
import type { OptimizerModel } from '../types.js';
import type { BidCurveResult, BidSolveOptions } from './types.js';

/**
 * Day-ahead bid curves of a model (issue 25) in a pooled solver worker thread, so the calling thread
 * keeps serving requests (generateBidCurvesInThread is the same on the calling thread). Aborting
 * `options.signal` terminates the worker and rejects with an AbortError.
 */
export function generateBidCurves(model: OptimizerModel, options: BidSolveOptions): Promise<BidCurveResult> {
  const { signal, ...rest } = options;
  return callWorker<BidCurveResult>({ kind: 'bids', model, options: rest }, signal);
}
