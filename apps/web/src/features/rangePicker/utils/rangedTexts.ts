/** A namespace's `t`, as far as the range screen texts need it. */
type Translate = (key: string, options: Record<string, string>) => string;

/**
 * RangedScreen's texts from the screen's namespace: `timesIn` (or `timesInKey`) with the zone and
 * `invalidRange` with the unreadable value (each namespace words them its own way).
 */
export const rangedTexts = (t: Translate, zone: string, timesInKey = 'timesIn') => ({
  timesIn: t(timesInKey, { zone }),
  invalidRange: (value: string) => t('invalidRange', { value }),
});
