/**
 * A calendar date without a zone: the small part of Temporal.PlainDate the range picker needs.
 * The cockpit's first paint must stay small (issue 3: under 300 KB gzip), and temporal-polyfill
 * alone was about 17 KB gzip of it. Arithmetic runs on UTC day numbers; month and year steps clamp
 * the day to the target month like Temporal's default (31 Jan + 1 month = 28/29 Feb).
 */
const DAY_MS = 86_400_000;

type Unit = 'days' | 'weeks' | 'months' | 'years';
export type DateDuration = Partial<Record<Unit, number>>;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export class PlainDate {
  /** days since 1970-01-01 */
  readonly epochDays: number;

  private constructor(
    readonly year: number,
    readonly month: number,
    readonly day: number,
  ) {
    this.epochDays = Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
  }

  /** A valid date; out-of-range parts throw like Temporal's reject overflow. */
  static from({ year, month, day }: { year: number; month: number; day: number }): PlainDate {
    if (
      !Number.isInteger(year) ||
      !Number.isInteger(month) ||
      !Number.isInteger(day) ||
      month < 1 ||
      month > 12 ||
      day < 1 ||
      day > daysIn(year, month)
    )
      throw new RangeError(`Invalid date ${year}-${month}-${day}`);
    return new PlainDate(year, month, day);
  }

  static fromEpochDays(days: number): PlainDate {
    const d = new Date(days * DAY_MS);
    return new PlainDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }

  static compare(a: PlainDate, b: PlainDate): -1 | 0 | 1 {
    return a.epochDays < b.epochDays ? -1 : a.epochDays > b.epochDays ? 1 : 0;
  }

  /** ISO weekday: 1 Monday ... 7 Sunday (1970-01-01 was a Thursday). */
  get dayOfWeek(): number {
    return ((((this.epochDays + 3) % 7) + 7) % 7) + 1;
  }

  get daysInMonth(): number {
    return daysIn(this.year, this.month);
  }

  /** The ISO week's Thursday decides its year; week 1 holds 4 January. */
  get yearOfWeek(): number {
    return PlainDate.fromEpochDays(this.epochDays - this.dayOfWeek + 4).year;
  }

  get weekOfYear(): number {
    const thursday = PlainDate.fromEpochDays(this.epochDays - this.dayOfWeek + 4);
    return (
      Math.floor((thursday.epochDays - PlainDate.from({ year: thursday.year, month: 1, day: 1 }).epochDays) / 7) + 1
    );
  }

  add(d: DateDuration): PlainDate {
    const months = (d.years ?? 0) * 12 + (d.months ?? 0);
    const index = this.year * 12 + (this.month - 1) + months;
    const year = Math.floor(index / 12);
    const month = index - year * 12 + 1;
    const base = months ? new PlainDate(year, month, Math.min(this.day, daysIn(year, month))) : this;
    const days = (d.weeks ?? 0) * 7 + (d.days ?? 0);
    return days ? PlainDate.fromEpochDays(base.epochDays + days) : base;
  }

  subtract(d: DateDuration): PlainDate {
    return this.add(Object.fromEntries(Object.entries(d).map(([k, v]) => [k, -(v ?? 0)])));
  }

  with(fields: { month?: number; day?: number }): PlainDate {
    return PlainDate.from({ year: this.year, month: fields.month ?? this.month, day: fields.day ?? this.day });
  }

  equals(other: PlainDate): boolean {
    return this.epochDays === other.epochDays;
  }

  /** Days from this date to `other` (negative when other is earlier). */
  daysUntil(other: PlainDate): number {
    return other.epochDays - this.epochDays;
  }

  /** Whole months from this date to `other`, truncated towards zero like Temporal's until(). */
  monthsUntil(other: PlainDate): number {
    let n = other.year * 12 + other.month - (this.year * 12 + this.month);
    if (n > 0 && PlainDate.compare(this.add({ months: n }), other) > 0) n--;
    if (n < 0 && PlainDate.compare(this.add({ months: n }), other) < 0) n++;
    return n;
  }

  toString(): string {
    const y =
      this.year < 0 || this.year > 9999
        ? `${this.year < 0 ? '-' : '+'}${String(Math.abs(this.year)).padStart(6, '0')}`
        : String(this.year).padStart(4, '0');
    return `${y}-${String(this.month).padStart(2, '0')}-${String(this.day).padStart(2, '0')}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(ms: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(ms)) p[part.type] = part.value;
  const year = p.era === 'BC' || p.era === 'B' ? 1 - Number(p.year) : Number(p.year);
  return {
    year,
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The zone's UTC offset at an instant, in ms. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a date starts in a zone. Like Temporal's "compatible" disambiguation: when local
 * midnight is repeated the earlier instant, when it does not exist (a DST gap at midnight) the wall
 * time moved forward by the gap.
 */
export function startOfDayIn(date: PlainDate, timeZone: string): number {
  const local = date.epochDays * DAY_MS;
  const before = local - zoneOffsetMs(local - DAY_MS, timeZone);
  const after = local - zoneOffsetMs(local + DAY_MS, timeZone);
  const valid = [before, after].filter((t) => t + zoneOffsetMs(t, timeZone) === local);
  return valid.length ? valid.reduce((a, b) => Math.min(a, b)) : before;
}

/** The date of an instant in a zone. */
export function dateIn(ms: number, timeZone: string): PlainDate {
  const w = wallClock(ms, timeZone);
  return PlainDate.from({ year: w.year, month: w.month, day: w.day });
}
