import { BID_PRICE_MAX, BID_PRICE_MIN, gridVolume } from './bidGrid.js';
import type { BidPoint } from './types.js';

/**
 * One market time unit's curve from the programme's volumes at its price points. Points no scenario
 * cleared at (`touched` false) are free in the programme: the end points take what the plant can
 * deliver (`lo` at -500, `hi` at 4000: pump or stand still at the floor, full output at the cap), the
 * others the line between their anchored neighbours. Volumes go to the 0.1 MW grid (nearest; the
 * capacity ends inwards), which keeps the order, within [lo, hi].
 */
export function bidCurve(
  prices: readonly number[],
  volumes: readonly number[],
  touched: readonly boolean[],
  lo: number,
  hi: number,
): BidPoint[] {
  const n = prices.length;
  const floor = Number.isFinite(lo) ? gridVolume(lo, 1) : -Infinity;
  const cap = Number.isFinite(hi) ? gridVolume(hi, -1) : Infinity;
  const v: (number | undefined)[] = volumes.map((x, i) => (touched[i] ? gridVolume(x) : undefined));
  if (v[0] === undefined && prices[0] === BID_PRICE_MIN && Number.isFinite(lo)) v[0] = floor;
  if (v[n - 1] === undefined && prices[n - 1] === BID_PRICE_MAX && Number.isFinite(hi)) v[n - 1] = cap;
  const anchors = v.flatMap((x, i) => (x === undefined ? [] : [i]));
  if (!anchors.length) throw new Error('A bid curve needs at least one volume');
  let a = 0;
  const out: BidPoint[] = [];
  for (let i = 0; i < n; i++) {
    while (a + 1 < anchors.length && anchors[a + 1] <= i) a++;
    const l = anchors[a],
      r = anchors[Math.min(a + 1, anchors.length - 1)];
    let mw: number;
    if (v[i] !== undefined) mw = v[i]!;
    else if (i < l || r === l) mw = v[l]!;
    else mw = gridVolume(v[l]! + ((v[r]! - v[l]!) * (prices[i] - prices[l])) / (prices[r] - prices[l]));
    mw = Math.min(cap, Math.max(floor, mw));
    out.push({ price: prices[i], mw: Math.max(mw, out.at(-1)?.mw ?? -Infinity) });
  }
  return out;
}
