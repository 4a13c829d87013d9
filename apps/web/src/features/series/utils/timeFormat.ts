/** Date and time of an instant in a zone, as tooltips and tables show it. */
export function timeFormatter(timeZone: string, locale?: string, withTime = true): (epochMs: number) => string {
  const fmt = new Intl.DateTimeFormat(
    locale,
    withTime
      ? {
          timeZone,
          year: 'numeric',
          month: 'short',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }
      : { timeZone, year: 'numeric', month: 'short', day: '2-digit' },
  );
  return (epochMs) => fmt.format(epochMs);
}
