import { BID_MAX_POINTS, BID_PRICE_MAX, BID_PRICE_MIN, gridPrice } from './bidGrid.js';

/**
 * The price points of one market time unit: the scenarios' prices there on the 0.01 grid, sorted and
 * deduplicated, plus the bounds -500 and 4000. Beyond `max` points, evenly spaced ranks of the
 * scenario prices are kept (the lowest and highest among them); the other scenarios' volumes then come
 * from interpolation between their neighbours.
 */
export function bidPricePoints(prices: readonly number[], max = BID_MAX_POINTS): number[] {
  const inner = [...new Set(prices.map(gridPrice))]
    .filter((p) => p > BID_PRICE_MIN && p < BID_PRICE_MAX)
    .sort((a, b) => a - b);
  const room = max - 2;
  const kept =
    inner.length <= room
      ? inner
      : Array.from({ length: room }, (_, k) => inner[Math.round((k * (inner.length - 1)) / (room - 1))]);
  return [BID_PRICE_MIN, ...kept, BID_PRICE_MAX];
}

/** Price points an operator gave: on the grid, increasing, within the bounds (which are added), at most `max`. */
export function givenPricePoints(points: readonly number[], max = BID_MAX_POINTS): number[] {
  const grid = points.map(gridPrice);
  if (grid.some((p, k) => p !== points[k] || (k > 0 && p <= grid[k - 1])))
    throw new Error('pricePoints must increase, on the 0.01 grid within -500..4000 EUR/MWh');
  const out = [...(grid[0] === BID_PRICE_MIN ? [] : [BID_PRICE_MIN]), ...grid];
  if (out.at(-1) !== BID_PRICE_MAX) out.push(BID_PRICE_MAX);
  if (out.length > max) throw new Error(`pricePoints: at most ${max} points per market time unit, ${out.length} given`);
  return out;
}
