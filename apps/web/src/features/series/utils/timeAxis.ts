const DAY = 86_400_000;

/**
 * Tick labels of the time axis in the display zone, 24-hour clock: hours (with the date under the
 * first tick of each day), days, months or years depending on the tick spacing `incr` (ms).
 */
export function timeTickFormatter(timeZone: string, locale?: string) {
  const f = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone, ...o });
  const hour = f({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = f({ day: 'numeric', month: 'short' });
  const dayKey = f({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const month = f({ month: 'short', year: 'numeric' });
  const monthOnly = f({ month: 'short' });
  const year = f({ year: 'numeric' });
  return (splits: readonly number[], incr: number): string[] => {
    if (incr < DAY) {
      let lastDay = '';
      return splits.map((ts) => {
        const key = dayKey.format(ts);
        const first = key !== lastDay;
        lastDay = key;
        return first ? `${hour.format(ts)}\n${day.format(ts)}` : hour.format(ts);
      });
    }
    if (incr < 28 * DAY) return splits.map((ts) => day.format(ts));
    if (incr < 365 * DAY) {
      let lastYear = '';
      return splits.map((ts) => {
        const y = year.format(ts);
        const first = y !== lastYear;
        lastYear = y;
        return first ? month.format(ts) : monthOnly.format(ts);
      });
    }
    return splits.map((ts) => year.format(ts));
  };
}
