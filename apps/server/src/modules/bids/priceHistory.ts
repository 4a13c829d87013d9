import type { PriceHistoryDay } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { loadSeriesWindow } from '../series/index.js';

const H = 3_600_000;
/** Past days whose forecast errors the scenarios draw from. */
export const HISTORY_DAYS = 28;
/** The naive forecast's look-back: the same hours one week earlier. */
const NAIVE_LAG_DAYS = 7;

/** A past day's price forecast and the price that cleared, EUR/MWh per quarter-hour (each hour held for four). */
type PastPriceDay = PriceHistoryDay;

const quarters = (hourly: number[]) => hourly.flatMap((v) => [v, v, v, v]);
const complete = (a: (number | null)[]): a is number[] => a.every((v) => v !== null);

/**
 * The plant's price history for the scenarios: for each of the HISTORY_DAYS whole days (24 hours
 * counted back from `before`, the delivery day's start) the forecast made for it and the auction
 * result of the plant's region (its own forecast source where it has one). Where no forecast of a
 * past day is stored (forecasts are kept for the days ahead; the auction result replaces them), the
 * day's error is measured against the naive forecast, the same hours one week earlier, so the
 * errors keep the size and shape a forecast of the market misses by. Days missing an hour of either
 * are left out; none at all gives the deterministic curve (the forecast as the one scenario).
 */
export async function priceHistory(
  db: Executor,
  owner: { price_region_id: string; price_forecast_source_id?: string },
  before: number,
): Promise<{ days: PastPriceDay[]; naive: number }> {
  const start = before - HISTORY_DAYS * 24 * H;
  const steps = HISTORY_DAYS * 24;
  const [forecast, actual] = await Promise.all([
    loadSeriesWindow(db, owner, 'day_ahead_price', ['forecast'], start, steps),
    loadSeriesWindow(
      db,
      owner,
      'day_ahead_price',
      ['actual'],
      start - NAIVE_LAG_DAYS * 24 * H,
      steps + NAIVE_LAG_DAYS * 24,
    ),
  ]);
  const days: PastPriceDay[] = [];
  let naive = 0;
  for (let d = 0; d < HISTORY_DAYS; d++) {
    const stored = forecast.slice(d * 24, (d + 1) * 24);
    const a = actual.slice((d + NAIVE_LAG_DAYS) * 24, (d + NAIVE_LAG_DAYS + 1) * 24);
    const f = complete(stored) ? stored : actual.slice(d * 24, (d + 1) * 24);
    if (!complete(a) || !complete(f)) continue;
    if (f !== stored) naive++;
    days.push({ forecast: quarters(f), actual: quarters(a) });
  }
  return { days, naive };
}
