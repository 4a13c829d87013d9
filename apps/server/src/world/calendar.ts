/**
 * Local calendar facts per simulated hour. The demo markets and plants sit in Central Europe
 * (Europe/Vienna, Europe/Zurich: same rules), so load shapes follow CET/CEST wall-clock time:
 * summer time from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC.
 * Computed arithmetically (no Intl) because it runs once per hour of up to five years.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export interface Calendar {
  /** First hour, UTC epoch ms (hour aligned). */
  readonly startTs: number;
  readonly hours: number;
  /** Local (CET/CEST) hour of day 0-23. */
  readonly hourOfDay: Uint8Array;
  /** Local weekday, 0 = Sunday. */
  readonly weekday: Uint8Array;
  /** Local day of year, 0-based, fractional by hour (0 = 1 January 00:00). */
  readonly dayOfYear: Float64Array;
  /** Local day counter from the first day of the range (0, 1, 2 ...): index for daily draws. */
  readonly dayIndex: Int32Array;
  readonly days: number;
}

function lastSundayUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

const dstCache = new Map<number, [number, number]>();
/** Summer time bounds of a year, UTC epoch ms [start, end). */
function summerTime(year: number): [number, number] {
  let b = dstCache.get(year);
  if (!b) {
    b = [lastSundayUtc(year, 2) + HOUR_MS, lastSundayUtc(year, 9) + HOUR_MS];
    dstCache.set(year, b);
  }
  return b;
}

/** UTC offset of Central European time at an instant, in ms. */
export function centralEuropeanOffsetMs(ts: number): number {
  const [s, e] = summerTime(new Date(ts).getUTCFullYear());
  return ts >= s && ts < e ? 2 * HOUR_MS : HOUR_MS;
}

export function buildCalendar(startTs: number, hours: number): Calendar {
  const hourOfDay = new Uint8Array(hours);
  const weekday = new Uint8Array(hours);
  const dayOfYear = new Float64Array(hours);
  const dayIndex = new Int32Array(hours);
  let utcYearFrom = Infinity;
  let utcYearTo = -Infinity;
  let bounds: [number, number] = [0, 0];
  let localYearFrom = Infinity;
  let localYearTo = -Infinity;
  let yearStartDay = 0;
  let firstDay = 0;
  let lastDay = 0;
  for (let i = 0; i < hours; i++) {
    const ts = startTs + i * HOUR_MS;
    if (ts < utcYearFrom || ts >= utcYearTo) {
      const y = new Date(ts).getUTCFullYear();
      bounds = summerTime(y);
      utcYearFrom = Date.UTC(y, 0, 1);
      utcYearTo = Date.UTC(y + 1, 0, 1);
    }
    const local = ts + (ts >= bounds[0] && ts < bounds[1] ? 2 * HOUR_MS : HOUR_MS);
    if (local < localYearFrom || local >= localYearTo) {
      const y = new Date(local).getUTCFullYear();
      localYearFrom = Date.UTC(y, 0, 1);
      localYearTo = Date.UTC(y + 1, 0, 1);
      yearStartDay = localYearFrom / DAY_MS;
    }
    const day = Math.floor(local / DAY_MS);
    if (i === 0) firstDay = day;
    const hod = Math.floor((local - day * DAY_MS) / HOUR_MS);
    hourOfDay[i] = hod;
    weekday[i] = (((day + 4) % 7) + 7) % 7;
    dayOfYear[i] = day - yearStartDay + hod / 24;
    dayIndex[i] = day - firstDay;
    lastDay = day;
  }
  return { startTs, hours, hourOfDay, weekday, dayOfYear, dayIndex, days: hours ? lastDay - firstDay + 1 : 0 };
}
