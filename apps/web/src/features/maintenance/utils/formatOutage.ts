import { remainingPercent, type Maintenance } from '@penstock/domain';

/** Date and time in the zone, e.g. '03/11/2026, 06:00'. */
export const formatTime = (ms: number, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

/** '12.5 MW (31 %)': the remaining power and its share of p_max. */
export const formatRemaining = (m: Maintenance) =>
  `${+m.remaining_power.toFixed(3)} MW (${Math.round(remainingPercent(m))} %)`;
