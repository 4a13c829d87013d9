import { expandPattern, localCalendar, startOfToday, type RecurringPattern } from '@penstock/domain';

const H = 3_600_000;

export interface CoverageGrid {
  /** One row per local day: its start (UTC ms) and which local hours 0-23 the constraint covers. */
  days: { start: number; hours: boolean[] }[];
  covered: number;
  total: number;
}

/**
 * The hours a pattern covers from today 00:00 (plant zone) for `days` days, laid out by local day
 * and hour for the form's preview. A 23-hour spring day has one hour empty, the autumn day's
 * repeated hour is shown once (covered when either is).
 */
export function coverageGrid(
  pattern: RecurringPattern | null,
  validity: { from: number; to: number | null },
  zone: string,
  now: number,
  days: number,
): CoverageGrid {
  const start = startOfToday(now, zone);
  const steps = days * 24 + 2;
  const cal = localCalendar(zone, start, H, steps);
  const flags = expandPattern(pattern, validity, cal, start, H);
  const out: CoverageGrid['days'] = [];
  let covered = 0;
  let total = 0;
  let lastDay = -1;
  for (let i = 0; i < steps; i++) {
    const day = cal.day_of_year[i];
    if (day !== lastDay) {
      if (out.length === days) break;
      out.push({ start: start + i * H, hours: Array<boolean>(24).fill(false) });
      lastDay = day;
    }
    total++;
    if (flags[i]) {
      covered++;
      out[out.length - 1].hours[cal.hour_of_day[i]] = true;
    }
  }
  return { days: out, covered, total };
}
