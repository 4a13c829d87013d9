import { isKnownTimezone, resolveTimezone, type ResolvedTimezone } from '@penstock/domain';
import { useCurrentRoute } from './useCurrentRoute';

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The zone times are shown in. A valid `timezone` query value wins (the user picked it); otherwise
 * the priority rule of spec 1 section 4 over the plant's and the portfolio plants' market zones.
 */
export function useDisplayTimezone(marketZones?: {
  plant?: string | null;
  portfolioPlants?: (string | null)[];
}): ResolvedTimezone & { browserZone?: string } {
  const { search } = useCurrentRoute();
  const browser = browserZone();
  const picked = typeof search.timezone === 'string' && isKnownTimezone(search.timezone) ? search.timezone : undefined;
  if (picked) return { timezone: picked, source: 'user', browserZone: browser };
  return {
    ...resolveTimezone({
      plantTimezone: marketZones?.plant,
      portfolioPlantTimezones: marketZones?.portfolioPlants,
      browserTimezone: browser,
    }),
    browserZone: browser,
  };
}
