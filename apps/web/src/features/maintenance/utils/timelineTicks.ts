import { Temporal } from 'temporal-polyfill';

/** One tick of the maintenance timeline's axis: UTC ms and its label in the zone. */
export interface TimelineTick {
  ms: number;
  label: string;
}

/**
 * The timeline's ticks at whole steps of its zoom, in the plant's zone: every 6 hours (hour zoom, two days),
 * every midnight (day zoom, two weeks), every Monday (week zoom, eight weeks), every 1st (month zoom, a year),
 * so each label names the start of what it marks (an even split of the window fell between days).
 */
export function timelineTicks(
  from: number,
  to: number,
  zone: string,
  locale: string,
  granularity: string,
): TimelineTick[] {
  const fmt = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    ...(granularity === 'hour'
      ? { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : granularity === 'month'
        ? { month: 'short', year: '2-digit' }
        : { day: '2-digit', month: '2-digit' }),
  });
  const start = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(zone);
  const day = start.startOfDay();
  let t: Temporal.ZonedDateTime;
  let step: Temporal.DurationLike;
  if (granularity === 'hour') {
    t = day.add({ hours: Math.ceil((start.epochMilliseconds - day.epochMilliseconds) / 21_600_000) * 6 });
    step = { hours: 6 };
  } else if (granularity === 'month') {
    const first = start.with({ day: 1 }).startOfDay();
    t = first.epochMilliseconds < from ? first.add({ months: 1 }) : first;
    step = { months: 1 };
  } else if (granularity === 'week') {
    const monday = day.subtract({ days: day.dayOfWeek - 1 }).startOfDay();
    t = monday.epochMilliseconds < from ? monday.add({ weeks: 1 }).startOfDay() : monday;
    step = { weeks: 1 };
  } else {
    t = day.epochMilliseconds < from ? day.add({ days: 1 }).startOfDay() : day;
    step = { days: 1 };
  }
  const out: TimelineTick[] = [];
  for (; t.epochMilliseconds < to; t = t.add(step))
    out.push({ ms: t.epochMilliseconds, label: fmt.format(t.epochMilliseconds) });
  return out;
}
