import { BID_MAX_POINTS, gridVolume } from './bidGrid.js';
import { bidPricePoints } from './bidPricePoints.js';
import { bidVolumeAt } from './bidVolumeAt.js';
import type { BidPoint } from './types.js';

/**
 * The curve of several plants bidding in one area (one market time unit): at every price point of any
 * of them, the sum of their volumes (each interpolated as the exchange clears it), so the sum clears
 * exactly as the plants' curves would. Beyond `max` points, evenly spaced ranks of the points are kept
 * (the sum between them then follows the line). Volumes on the 0.1 MW grid; still non-decreasing.
 */
export function sumBidCurves(curves: readonly (readonly BidPoint[])[], max = BID_MAX_POINTS): BidPoint[] {
  const prices = bidPricePoints(
    curves.flatMap((c) => c.map((p) => p.price)),
    max,
  );
  return prices.map((price) => ({ price, mw: gridVolume(curves.reduce((s, c) => s + bidVolumeAt(c, price), 0)) }));
}
