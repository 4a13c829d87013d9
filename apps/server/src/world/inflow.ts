/**
 * Natural inflow of alpine catchments, m3/s, hourly.
 *
 * Weather (shared by catchments of one valley, daily unless said otherwise):
 *   temp_d   temperature anomaly, AR(1): T_d = 0.85 T_(d-1) + N(0, 0.5); melt scales with exp(0.35 T_d)
 *   dry      dry spells: about three a year, 8-25 days, with few storms and receding baseflow
 *   storms   rain events: start probability per day 0.16 + 0.08 * summer (0.02 in a dry spell),
 *            3-18 h long, depth ~ Exp(1) spread evenly over the event (hourly rain input)
 *   snowpack per melt season, lognormal exp(0.25 N)
 * A catchment adds three components, each scaled so its mean is its share of the mean flow:
 *   base   groundwater: 0.35 + 0.65 * gauss(doy; melt peak + 20 d, 1.6 width), times the dry-spell
 *          recession factor (x0.97 per dry day, recovering x0.9 towards 1 after)
 *   melt   snow and glacier melt: gauss(doy; melt peak, width) * snowpack * exp(0.35 T_d) times the
 *          daily melt cycle 1 + 0.45 sin(2 pi (h - 11) / 24) (peak 17:00 at the intake)
 *   storm  storm runoff through a linear store S: S += rain * liquid share(doy); out = S / tau
 *          (liquid share: winter precipitation falls as snow; 0.15 in January, 1 in summer)
 * times a small hourly log-AR(1) noise. The forecast over the horizon is the expected path from
 * the state at `now`: seasonal base and melt with the weather anomaly decaying, the storm store
 * draining, and no new storms.
 */
import type { Calendar } from './calendar.js';
import type { Rng } from './prng.js';

export interface CatchmentParams {
  /** long-run mean flow, m3/s */
  meanFlow: number;
  /** shares of the mean flow from melt and storms (the rest is baseflow) */
  meltShare: number;
  stormShare: number;
  /** day of year (0-based) of the melt peak, e.g. 170 = 20 June; higher catchments later */
  meltPeakDoy: number;
  /** standard deviation of the melt season, days */
  meltWidthDays: number;
  /** storm runoff recession time constant, hours */
  stormTauHours: number;
}

export interface Weather {
  temp: Float64Array;
  dry: Float64Array;
  rain: Float64Array;
  snowpack: Float64Array;
  noise: Float64Array;
}

const gauss = (x: number, mu: number, sigma: number) => Math.exp(-0.5 * ((x - mu) / sigma) ** 2);

export function simulateWeather(cal: Calendar, rng: Rng): Weather {
  const temp = new Float64Array(cal.days);
  const dry = new Float64Array(cal.days);
  const rain = new Float64Array(cal.hours);
  const snowpack = new Float64Array(cal.days);
  const noise = new Float64Array(cal.hours);
  let t = 0;
  let dryLeft = 0;
  let recession = 1;
  let pack = Math.exp(0.25 * rng.normal());
  let i = 0;
  let prevDoy = -1;
  for (let d = 0; d < cal.days; d++) {
    while (i < cal.hours - 1 && cal.dayIndex[i] < d) i++;
    const doy = cal.dayOfYear[i];
    // a new year brings a new snowpack for the coming melt season
    if (doy < prevDoy) pack = Math.exp(0.25 * rng.normal());
    prevDoy = doy;
    snowpack[d] = pack;
    t = 0.85 * t + rng.normal() * 0.5;
    temp[d] = t;
    if (dryLeft > 0) dryLeft--;
    else if (rng.chance(3 / 365)) dryLeft = rng.int(8, 25);
    recession = dryLeft > 0 ? recession * 0.97 : recession + (1 - recession) * 0.1;
    dry[d] = recession;
    const summer = gauss(doy, 190, 60);
    if (rng.chance(dryLeft > 0 ? 0.02 : 0.16 + 0.08 * summer)) {
      const duration = rng.int(3, 18);
      const depth = rng.exponential(1);
      const startHour = rng.int(0, 23);
      const first = i + startHour;
      for (let k = first; k < Math.min(cal.hours, first + duration); k++) rain[k] += depth / duration;
    }
  }
  let n = 0;
  for (let h = 0; h < cal.hours; h++) {
    n = 0.95 * n + rng.normal() * 0.02;
    noise[h] = n;
  }
  return { temp, dry, rain, snowpack, noise };
}

export interface InflowResult {
  /** actual inflow over the history [0, nowIndex), m3/s */
  actual: Float64Array;
  /** forecast over the horizon [nowIndex, hours), m3/s */
  forecast: Float64Array;
  /** the inflow the simulation runs on over the whole range: actual, then forecast */
  driver: Float64Array;
}

export function simulateInflow(cal: Calendar, weather: Weather, p: CatchmentParams, nowIndex: number): InflowResult {
  const H = cal.hours;
  const base = new Float64Array(H);
  const melt = new Float64Array(H);
  const storm = new Float64Array(H);
  let store = 0;
  const tau = p.stormTauHours;
  let sumB = 0;
  let sumM = 0;
  let sumS = 0;
  // warm up the storm store to its mean level so the series does not start dry
  for (let k = 0; k < 5 * tau; k++) store += 0.2 - store / tau;
  for (let i = 0; i < H; i++) {
    const doy = cal.dayOfYear[i];
    const d = cal.dayIndex[i];
    base[i] = (0.35 + 0.65 * gauss(doy, p.meltPeakDoy + 20, p.meltWidthDays * 1.6)) * weatherDry(weather, d);
    melt[i] =
      gauss(doy, p.meltPeakDoy, p.meltWidthDays) *
      weather.snowpack[d] *
      Math.exp(0.35 * weather.temp[d]) *
      (1 + 0.45 * Math.sin((2 * Math.PI * (cal.hourOfDay[i] - 11)) / 24));
    const liquid = 0.15 + 0.85 * gauss(doy, 200, 75);
    store += weather.rain[i] * liquid;
    const out = store / tau;
    store -= out;
    storm[i] = out;
    sumB += base[i];
    sumM += melt[i];
    sumS += storm[i];
  }
  const kb = H && sumB ? ((1 - p.meltShare - p.stormShare) * p.meanFlow * H) / sumB : 0;
  const km = H && sumM ? (p.meltShare * p.meanFlow * H) / sumM : 0;
  const ks = H && sumS ? (p.stormShare * p.meanFlow * H) / sumS : 0;
  const driver = new Float64Array(H);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  for (let i = 0; i < nowIndex; i++) {
    driver[i] = round((kb * base[i] + km * melt[i] + ks * storm[i]) * Math.exp(weather.noise[i]));
  }
  if (nowIndex < H) {
    // expected path from the state at now
    const d0 = cal.dayIndex[Math.max(0, nowIndex - 1)];
    const t0 = weather.temp[d0];
    const dry0 = weatherDry(weather, d0);
    const s0 = nowIndex > 0 ? storm[nowIndex - 1] : 0;
    const n0 = nowIndex > 0 ? weather.noise[nowIndex - 1] : 0;
    for (let i = nowIndex; i < H; i++) {
      const doy = cal.dayOfYear[i];
      const lead = i - nowIndex + 1;
      const days = lead / 24;
      const b =
        (0.35 + 0.65 * gauss(doy, p.meltPeakDoy + 20, p.meltWidthDays * 1.6)) * (dry0 + (1 - dry0) * (1 - 0.9 ** days));
      const m =
        gauss(doy, p.meltPeakDoy, p.meltWidthDays) *
        weather.snowpack[cal.dayIndex[i]] *
        Math.exp(0.35 * t0 * 0.85 ** days) *
        (1 + 0.45 * Math.sin((2 * Math.PI * (cal.hourOfDay[i] - 11)) / 24));
      const s = s0 * Math.exp(-lead / tau);
      driver[i] = round((kb * b + km * m + ks * s) * Math.exp(n0 * 0.95 ** lead));
    }
  }
  return { actual: driver.slice(0, nowIndex), forecast: driver.slice(nowIndex), driver };
}

function weatherDry(w: Weather, d: number): number {
  return w.dry[d];
}
