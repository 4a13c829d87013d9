import { remainingPercent, type Maintenance } from '@penstock/domain';

/** A day as the app writes dates: numeric, two-digit month and day. */
const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** A day and its time on the 24-hour clock. */
const DAY_TIME = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** Date and time in the zone, e.g. '03/11/2026, 06:00'. */
export const formatTime = (ms: number, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, ...DAY_TIME }).format(ms);

/** A date in the zone as the app writes dates, e.g. '03/11/2026' (en-GB). */
export const formatDate = (ms: number, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, ...DAY }).format(ms);

/** The days a window [from, to) shows, e.g. '23/11/2026 – 17/01/2027' (not the ISO range of the address). */
export const formatPeriod = (from: number, to: number, zone: string, locale: string) =>
  `${formatDate(from, zone, locale)} – ${formatDate(to - 1, zone, locale)}`;

/** '12.5 MW (31 %)': the remaining power and its share of p_max. */
export const formatRemaining = (m: Maintenance) =>
  `${+m.remaining_power.toFixed(3)} MW (${Math.round(remainingPercent(m))} %)`;
