// The exchange's grids and bounds for day-ahead curves: the domain's bid rules (SDAC harmonised
// limits, the price and volume steps, Nord Pool's 200 points), which the server checks a version against.
import { BID_PRICE_MAX, BID_PRICE_MIN, BID_PRICE_STEP, BID_VOLUME_STEP } from '@penstock/domain';

export { BID_MAX_POINTS, BID_PRICE_MAX, BID_PRICE_MIN } from '@penstock/domain';

// Steps per unit (100 per EUR/MWh, 10 per MW: exact as doubles, unlike the steps themselves).
const PER_EUR = 1 / BID_PRICE_STEP,
  PER_MW = 1 / BID_VOLUME_STEP;

/** A price on the price grid (0.01 EUR/MWh) within the bounds. */
export function gridPrice(p: number): number {
  return Math.round(Math.min(BID_PRICE_MAX, Math.max(BID_PRICE_MIN, p)) * PER_EUR) / PER_EUR;
}

/** A volume on the volume grid (0.1 MW): to the nearest step, or (`toward` -1 / +1) the step at or below / above. */
export function gridVolume(mw: number, toward: -1 | 0 | 1 = 0): number {
  const v = mw * PER_MW;
  // Tolerate float noise of an LP value sitting on a step (e.g. 12.299999999).
  const f = toward < 0 ? Math.floor(v + 1e-6) : toward > 0 ? Math.ceil(v - 1e-6) : Math.round(v);
  return f / PER_MW + 0;
}
