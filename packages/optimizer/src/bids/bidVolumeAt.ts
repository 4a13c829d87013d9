import type { BidPoint } from './types.js';

/**
 * Where a price falls between a curve's price points: the lower point's index `i` and its weight `w`
 * (the volume is w x[i] + (1 - w) x[i + 1]; w = 1 on a point). Prices beyond the ends take the end point.
 */
export function interpolationOf(prices: readonly number[], price: number): { i: number; w: number } {
  const n = prices.length;
  if (price <= prices[0]) return { i: 0, w: 1 };
  if (price >= prices[n - 1]) return { i: n - 1, w: 1 };
  let lo = 0,
    hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (prices[mid] <= price) lo = mid;
    else hi = mid;
  }
  return { i: lo, w: (prices[lo + 1] - price) / (prices[lo + 1] - prices[lo]) };
}

/** The volume a curve is accepted for at a clearing price, MW: linear between points, as Nord Pool clears. */
export function bidVolumeAt(curve: readonly BidPoint[], price: number): number {
  const { i, w } = interpolationOf(
    curve.map((p) => p.price),
    price,
  );
  return w === 1 ? curve[i].mw : w * curve[i].mw + (1 - w) * curve[i + 1].mw;
}
