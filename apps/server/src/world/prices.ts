/**
 * A European day-ahead power market, hour by hour, in EUR/MWh.
 *
 * Daily drivers shared by all regions (one weather and fuel market over the Alps):
 *   fuel_d  gas/CO2 level, log AR(1): x_d = 0.98 x_(d-1) + N(0, 0.045); factor exp(x_d)
 *   wind_d  windiness 0..1, AR(1), windier in winter: lowers prices, most at night
 *   sun_d   clear-sky share 0.25..1: with the solar season makes the summer midday dip
 * Hourly price of a region with long-run mean M:
 *   L     = M * (1 + 0.15 cos(2 pi (doy - 15) / 365.25)) * fuel_d      seasonal level, winter high
 *   price = L * day_factor * shape(h)                                   Sat 0.9, Sun 0.8 of a weekday
 *         - 0.95 L * solar_season * sun_d * bump(h, 13 h, 2.4 h)         solar midday dip
 *         - 0.4 L * wind_d * (1 + 0.3 bump(h, 3 h))                      wind
 *         + e_h,  e_h = 0.75 e_(h-1) + N(0, 0.035 L)                     hourly noise
 *         + rare spikes (evening peak, winter) of 1..4 L
 *   shape(h) = 1 - 0.28 bump(03:30) + a (0.20 bump(08:30) + 0.30 bump(19:30) + 0.06 day)
 *     with a = 1 on weekdays and 0.55 at weekends: the daily double peak.
 * Negative hours appear on sunny, windy weekend middays; clamped to the EU limits [-500, 4000].
 */
import type { Calendar } from './calendar.js';
import type { Rng } from './prng.js';
import type { PriceRegion } from './topology.js';

export interface MarketDrivers {
  fuel: Float64Array;
  wind: Float64Array;
  sun: Float64Array;
}

/** Circular Gaussian bump over the hours of a day. */
function bump(h: number, centre: number, width: number): number {
  let d = Math.abs(h - centre);
  if (d > 12) d = 24 - d;
  return Math.exp(-0.5 * (d / width) ** 2);
}

export function simulateMarketDrivers(cal: Calendar, rng: Rng): MarketDrivers {
  const n = cal.days;
  const fuel = new Float64Array(n);
  const wind = new Float64Array(n);
  const sun = new Float64Array(n);
  let x = rng.normal() * 0.15;
  let w = rng.next();
  let i = 0;
  for (let d = 0; d < n; d++) {
    while (i < cal.hours - 1 && cal.dayIndex[i] < d) i++;
    const winter = 0.5 + 0.5 * Math.cos((2 * Math.PI * (cal.dayOfYear[i] - 15)) / 365.25);
    x = 0.98 * x + rng.normal() * 0.045;
    fuel[d] = Math.exp(x);
    w = Math.min(1, Math.max(0, 0.55 * w + 0.45 * rng.next() * (0.8 + 0.5 * winter)));
    wind[d] = w;
    sun[d] = 0.25 + 0.75 * rng.next() ** 0.7;
  }
  return { fuel, wind, sun };
}

export function simulateDayAhead(cal: Calendar, drivers: MarketDrivers, region: PriceRegion, rng: Rng): Float64Array {
  const out = new Float64Array(cal.hours);
  let e = 0;
  for (let i = 0; i < cal.hours; i++) {
    const h = cal.hourOfDay[i];
    const doy = cal.dayOfYear[i];
    const wd = cal.weekday[i];
    const d = cal.dayIndex[i];
    const weekend = wd === 0 || wd === 6;
    const level = region.mean_price * (1 + 0.15 * Math.cos((2 * Math.PI * (doy - 15)) / 365.25)) * drivers.fuel[d];
    const a = weekend ? 0.55 : 1;
    const shape =
      1 -
      0.28 * bump(h, 3.5, 2.2) +
      a * (0.2 * bump(h, 8.5, 1.5) + 0.3 * bump(h, 19.5, 1.7) + (h >= 7 && h <= 22 ? 0.06 : 0));
    const dayFactor = wd === 6 ? 0.9 : wd === 0 ? 0.8 : 1;
    const solarSeason = Math.max(0, 0.5 + 0.5 * Math.cos((2 * Math.PI * (doy - 172)) / 365.25)) ** 1.3;
    let p = level * dayFactor * shape;
    p -= 0.95 * level * solarSeason * drivers.sun[d] * bump(h, 13, 2.4) * (weekend ? 1.15 : 1);
    p -= 0.4 * level * drivers.wind[d] * (1 + 0.3 * bump(h, 3, 3));
    e = 0.75 * e + rng.normal() * 0.035 * level;
    p += e;
    const winter = 0.5 + 0.5 * Math.cos((2 * Math.PI * (doy - 15)) / 365.25);
    if (rng.chance(0.0005 + 0.004 * bump(h, 19, 1.5) * winter)) p += level * rng.uniform(1, 4);
    // negative prices are rarely shallow: must-run and subsidised generation bid below zero
    if (p < 0) p *= 1 + rng.next();
    out[i] = Math.round(Math.min(4000, Math.max(-500, p)) * 100) / 100;
  }
  return out;
}

/** Realised price: day-ahead plus intraday/imbalance noise, now and then a larger deviation. */
export function simulateRealised(dayAhead: Float64Array, count: number, region: PriceRegion, rng: Rng): Float64Array {
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const da = dayAhead[i];
    let p = da + rng.normal() * (4 + 0.08 * Math.abs(da));
    if (rng.chance(0.02)) p += rng.normal() * 0.5 * region.mean_price;
    out[i] = Math.round(Math.min(4000, Math.max(-500, p)) * 100) / 100;
  }
  return out;
}

/**
 * Price forecast over [from, hours): the coming day-ahead prices, flattened towards their daily
 * mean as the lead time grows (weight 0.08 per day, at most 0.6), plus an autocorrelated error
 * whose spread grows with lead time (5% of the level plus 2% per day).
 */
export function simulatePriceForecast(
  cal: Calendar,
  dayAhead: Float64Array,
  from: number,
  region: PriceRegion,
  rng: Rng,
): Float64Array {
  const n = Math.max(0, cal.hours - from);
  const out = new Float64Array(n);
  let err = 0;
  let dayStart = from;
  let dayMean = 0;
  for (let k = 0; k < n; k++) {
    const i = from + k;
    if (k === 0 || cal.dayIndex[i] !== cal.dayIndex[i - 1]) {
      dayStart = i;
      let s = 0;
      let m = 0;
      while (dayStart + m < cal.hours && cal.dayIndex[dayStart + m] === cal.dayIndex[i]) s += dayAhead[dayStart + m++];
      dayMean = s / m;
    }
    const lead = k / 24;
    const w = Math.min(0.6, 0.08 * lead);
    err = 0.9 * err + rng.normal() * 0.44 * region.mean_price * (0.05 + 0.02 * lead);
    out[k] = Math.round(((1 - w) * dayAhead[i] + w * dayMean + err) * 100) / 100;
  }
  return out;
}

/**
 * Index up to which day-ahead results are published at hour index `now`: the auction (noon CET)
 * has settled tomorrow from 13:00 local time on, otherwise only today.
 */
export function publishedUntil(cal: Calendar, now: number): number {
  if (now >= cal.hours) return cal.hours;
  const lastDay = cal.dayIndex[now] + (cal.hourOfDay[now] >= 13 ? 1 : 0);
  let i = now;
  while (i < cal.hours && cal.dayIndex[i] <= lastDay) i++;
  return i;
}
