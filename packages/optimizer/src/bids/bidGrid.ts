// The exchange's grids and bounds for day-ahead curves (SDAC harmonised limits; Nord Pool's 200 steps).

/** Harmonised price bounds of the day-ahead auction, EUR/MWh. */
export const BID_PRICE_MIN = -500;
export const BID_PRICE_MAX = 4000;
/** Most price steps per curve and market time unit. */
export const BID_MAX_POINTS = 200;

/** A price on the 0.01 EUR/MWh grid within the bounds. */
export function gridPrice(p: number): number {
  return Math.round(Math.min(BID_PRICE_MAX, Math.max(BID_PRICE_MIN, p)) * 100) / 100;
}

/** A volume on the 0.1 MW grid: to the nearest step, or (`toward` -1 / +1) the step at or below / above. */
export function gridVolume(mw: number, toward: -1 | 0 | 1 = 0): number {
  const v = mw * 10;
  // Tolerate float noise of an LP value sitting on a step (e.g. 12.299999999).
  const f = toward < 0 ? Math.floor(v + 1e-6) : toward > 0 ? Math.ceil(v - 1e-6) : Math.round(v);
  return f / 10 + 0;
}
