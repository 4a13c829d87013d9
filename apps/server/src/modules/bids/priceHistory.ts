import type { Executor } from '../../db/schema.js';
import { loadSeriesWindow } from '../series/index.js';

const H = 3_600_000;
/** Past days whose forecast errors the scenarios draw from. */
export const HISTORY_DAYS = 28;

/** A past day's price forecast and the price that cleared, EUR/MWh per quarter-hour (each hour held for four). */
export interface PastPriceDay {
  forecast: number[];
  actual: number[];
}

const quarters = (hourly: number[]) => hourly.flatMap((v) => [v, v, v, v]);

/**
 * The plant's price history for the scenarios: for each of the HISTORY_DAYS whole days (24 hours
 * counted back from `before`, the delivery day's start) the stored forecast and the auction result
 * of the plant's region (its own forecast source where it has one). Days where either misses an
 * hour are left out; none at all gives the deterministic curve (the forecast as the one scenario).
 */
export async function priceHistory(
  db: Executor,
  owner: { price_region_id: string; price_forecast_source_id?: string },
  before: number,
): Promise<PastPriceDay[]> {
  const start = before - HISTORY_DAYS * 24 * H;
  const steps = HISTORY_DAYS * 24;
  const [forecast, actual] = await Promise.all([
    loadSeriesWindow(db, owner, 'day_ahead_price', ['forecast'], start, steps),
    loadSeriesWindow(db, owner, 'day_ahead_price', ['actual'], start, steps),
  ]);
  const days: PastPriceDay[] = [];
  for (let d = 0; d < HISTORY_DAYS; d++) {
    const f = forecast.slice(d * 24, (d + 1) * 24);
    const a = actual.slice(d * 24, (d + 1) * 24);
    if (f.some((v) => v === null) || a.some((v) => v === null)) continue;
    days.push({ forecast: quarters(f as number[]), actual: quarters(a as number[]) });
  }
  return days;
}
