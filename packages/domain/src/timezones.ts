import { DEFAULT_TIMEZONE } from './constants.js';

/** The known IANA zones: what the runtime supports, plus UTC (which Intl does not list). */
export const TIMEZONES: readonly string[] = (() => {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIMEZONE];
  return [...new Set([...zones, 'UTC', DEFAULT_TIMEZONE])].sort();
})();
const ZONE_SET = new Set(TIMEZONES);
export const isKnownTimezone = (zone: string | null | undefined): zone is string => !!zone && ZONE_SET.has(zone);

/** The user's zone: the browser zone when it is in the list, else Europe/Vienna (spec 1 section 4). */
export function userTimezone(browserZone: string | null | undefined): string | null {
  return isKnownTimezone(browserZone) ? browserZone : null;
}

export type TimezoneSource = 'plant' | 'portfolio' | 'user' | 'fallback';
export interface TimezoneInputs {
  /** Market zone of the plant on screen, if any. */
  plantTimezone?: string | null;
  /** Market zones of every plant of the portfolio on screen (undefined: no portfolio context). */
  portfolioPlantTimezones?: readonly (string | null | undefined)[];
  /** The browser's zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  browserTimezone?: string | null;
}
export interface ResolvedTimezone {
  timezone: string;
  source: TimezoneSource;
}

/**
 * Timezone source priority (spec 1 section 4): the plant market zone; else the portfolio market
 * zone when all its plants share one; else the user zone; else the fallback Europe/Vienna. Only
 * the fallback makes the timezone tag show its warning.
 */
export function resolveTimezone(inputs: TimezoneInputs): ResolvedTimezone {
  if (isKnownTimezone(inputs.plantTimezone)) return { timezone: inputs.plantTimezone, source: 'plant' };
  const zones = inputs.portfolioPlantTimezones;
  if (zones && zones.length > 0 && zones.every((z) => isKnownTimezone(z) && z === zones[0]))
    return { timezone: zones[0] as string, source: 'portfolio' };
  const user = userTimezone(inputs.browserTimezone);
  if (user) return { timezone: user, source: 'user' };
  return { timezone: DEFAULT_TIMEZONE, source: 'fallback' };
}
