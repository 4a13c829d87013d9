import { volumeAt, type BidCurveSet } from '@penstock/domain';

/**
 * Rows of the heat map of a day's curves: up to `n` price levels spread over the prices the curves
 * use (the auction's -500 and 4000 bounds left out when others exist), highest first, and each
 * quarter-hour's volume at each level (the exchange's linear interpolation).
 */
export function heatLevels(curves: BidCurveSet, n = 12): { prices: number[]; volumes: number[][] } {
  const all = [...new Set(curves.flatMap((c) => c.map((p) => p.price)))].sort((a, b) => a - b);
  const inner = all.filter((p) => p > -500 && p < 4000);
  const used = inner.length ? inner : all;
  if (!used.length) return { prices: [], volumes: [] };
  const lo = used[0]!,
    hi = used[used.length - 1]!;
  const count = used.length === 1 ? 1 : n;
  const prices =
    count === 1
      ? [lo]
      : Array.from({ length: count }, (_, i) => Math.round((lo + ((hi - lo) * i) / (count - 1)) * 100) / 100);
  prices.reverse();
  return { prices, volumes: prices.map((p) => curves.map((c) => volumeAt(c, p))) };
}
