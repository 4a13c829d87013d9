/**
 * Price series of every region: day-ahead actuals up to the last published auction, realised
 * prices over the history, price forecasts over the horizon, and the decision price the plants
 * dispatch on (day-ahead where known, forecast beyond).
 */
import type { Calendar } from './calendar.js';
import { HOUR_MS } from './calendar.js';
import {
  publishedUntil,
  simulateDayAhead,
  simulateMarketDrivers,
  simulatePriceForecast,
  simulateRealised,
} from './prices.js';
import { rngFor } from './prng.js';
import type { Series } from './series.js';
import type { PriceRegion } from './topology.js';

export interface Markets {
  series: Series[];
  /** EUR/MWh per hour of the whole range, by price region id */
  decisionPrice: Map<string, Float64Array>;
}

export function simulateMarkets(
  regions: readonly PriceRegion[],
  cal: Calendar,
  nowIndex: number,
  seed: number,
): Markets {
  const drivers = simulateMarketDrivers(cal, rngFor(seed, 'market-drivers'));
  const published = publishedUntil(cal, nowIndex);
  const series: Series[] = [];
  const decisionPrice = new Map<string, Float64Array>();
  const at = (from: number) => cal.startTs + from * HOUR_MS;
  for (const region of regions) {
    const dayAhead = simulateDayAhead(cal, drivers, region, rngFor(seed, 'day-ahead', region.id));
    const realised = simulateRealised(dayAhead, nowIndex, region, rngFor(seed, 'realised', region.id));
    const forecast = simulatePriceForecast(cal, dayAhead, nowIndex, region, rngFor(seed, 'price-forecast', region.id));
    const decision = new Float64Array(cal.hours);
    decision.set(dayAhead.subarray(0, published));
    decision.set(forecast.subarray(published - nowIndex), published);
    decisionPrice.set(region.id, decision);
    const base = { componentId: region.id, stepMs: HOUR_MS };
    if (published > 0)
      series.push({
        ...base,
        quantity: 'day_ahead_price',
        kind: 'actual',
        startTs: at(0),
        values: dayAhead.slice(0, published),
      });
    if (nowIndex > 0)
      series.push({ ...base, quantity: 'realised_price', kind: 'actual', startTs: at(0), values: realised });
    if (forecast.length)
      series.push({ ...base, quantity: 'day_ahead_price', kind: 'forecast', startTs: at(nowIndex), values: forecast });
  }
  return { series, decisionPrice };
}
