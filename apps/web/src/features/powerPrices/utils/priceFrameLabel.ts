import type { DataFrame } from '@/features/series/utils/dataFrame';

export type PriceFrameRole = 'dayAhead' | 'realised' | 'forecast';

/** What a price frame is: realised prices by their quantity name, forecasts by kind, else the day-ahead auction. */
export function priceFrameRole(f: Pick<DataFrame, 'quantity' | 'kind'>): PriceFrameRole {
  if (/reali[sz]/i.test(f.quantity)) return 'realised';
  if (f.kind === 'forecast') return 'forecast';
  return 'dayAhead';
}

/** The region's day-ahead auction frame, the one alert thresholds apply to. */
export const dayAheadFrame = <F extends DataFrame>(frames: readonly F[]) =>
  frames.find((f) => priceFrameRole(f) === 'dayAhead');
