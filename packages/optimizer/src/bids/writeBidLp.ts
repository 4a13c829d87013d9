import type { OptimizerModel } from '../types.js';
import { lpText } from '../writeLp.js';
import { buildBidLp, type FixedOnOff } from './buildBidLp.js';
import type { BidOptions } from './types.js';

/**
 * The bid programme as CPLEX LP text (cbc, glpsol --lp and HiGHS read it): columns s<k>_<name> of
 * scenario k's plan LP (writeLp's names), b<t>_<i> the volume at price point i of step t, y<t> the
 * shared net power before the delivery day. Its optimum is the expected objective of generateBidCurves
 * (with `fixed`, the on/off decisions it fixed; without, they stay binaries per scenario).
 */
export function writeBidLp(model: OptimizerModel, options: BidOptions, fixed?: FixedOnOff): string {
  const bid = buildBidLp(model, options, fixed);
  return lpText(
    bid,
    bid.names,
    `Penstock day-ahead bids: ${options.scenarios.length} price scenarios, delivery steps ${options.fromStep}..${options.toStep - 1}`,
  );
}
