import { numericDate, numericDateTime, remainingPercent, type Maintenance } from '@penstock/domain';

/** Date and time in the zone, e.g. '03/11/2026, 06:00'. */
export const formatTime = (ms: number, zone: string, locale: string) => numericDateTime(zone, locale).format(ms);

/** A date in the zone as the app writes dates, e.g. '03/11/2026' (en-GB). */
export const formatDate = (ms: number, zone: string, locale: string) => numericDate(zone, locale).format(ms);

/** The days a window [from, to) shows, e.g. '23/11/2026 – 17/01/2027' (not the ISO range of the address). */
export const formatPeriod = (from: number, to: number, zone: string, locale: string) =>
  `${formatDate(from, zone, locale)} – ${formatDate(to - 1, zone, locale)}`;

/** '12.5 MW (31 %)': the remaining power and its share of p_max. */
export const formatRemaining = (m: Maintenance) =>
  `${+m.remaining_power.toFixed(3)} MW (${Math.round(remainingPercent(m))} %)`;
