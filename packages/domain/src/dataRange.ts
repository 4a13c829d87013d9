import { YEAR_MAX, YEAR_MIN } from './constants.js';

/**
 * The data-range grammar of spec 1 sections 2 and 5, as written in the `range` query value:
 *   year--year                      2024--2025
 *   year-month--year-month          2024-01--2024-03
 *   yearWweek--yearWweek            2024W01--2024W10   (ISO weeks)
 *   year-month-day--year-month-day  2024-01-01--2024-01-31, optionally --1h (hourly) or --raw
 * Dates are calendar dates without a zone; the display zone decides the instants.
 */
export const GRANULARITIES = ['year', 'month', 'week', 'day', 'hour', 'raw'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** One end of a range; which fields are set depends on the granularity. */
export interface RangePoint {
  year: number;
  month?: number;
  week?: number;
  day?: number;
  hour?: number;
  minute?: number;
}
export interface DataRange {
  granularity: Granularity;
  start: RangePoint;
  end: RangePoint;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** ISO 8601 week count: 53 when 1 January is a Thursday, or a Wednesday in a leap year. */
export function isoWeeksInYear(year: number): number {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay(); // 0 = Sunday
  return jan1 === 4 || (jan1 === 3 && isLeapYear(year)) ? 53 : 52;
}

function pointProblem(p: RangePoint, g: Granularity): string | null {
  if (!Number.isInteger(p.year) || p.year < YEAR_MIN || p.year > YEAR_MAX)
    return `Year must be between ${YEAR_MIN} and ${YEAR_MAX}`;
  if (g === 'week') {
    const max = isoWeeksInYear(p.year);
    if (!Number.isInteger(p.week) || p.week! < 1 || p.week! > max) return `Week must be between 1 and ${max}`;
    return null;
  }
  if (g === 'year') return null;
  if (!Number.isInteger(p.month) || p.month! < 1 || p.month! > 12) return 'Month must be between 1 and 12';
  if (g === 'month') return null;
  const max = daysInMonth(p.year, p.month!);
  if (!Number.isInteger(p.day) || p.day! < 1 || p.day! > max) return `Day must be between 1 and ${max}`;
  return null;
}

const sortKey = (p: RangePoint, g: Granularity) =>
  g === 'week' ? [p.year, p.week ?? 0] : [p.year, p.month ?? 0, p.day ?? 0, p.hour ?? 0, p.minute ?? 0];

export function comparePoints(a: RangePoint, b: RangePoint, g: Granularity): number {
  const ka = sortKey(a, g);
  const kb = sortKey(b, g);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
  return 0;
}

/** Problems with a range, empty when it is valid. */
export function dataRangeProblems(r: DataRange): string[] {
  if (!GRANULARITIES.includes(r.granularity)) return ['Unknown granularity'];
  const problems = [pointProblem(r.start, r.granularity), pointProblem(r.end, r.granularity)].filter(
    (p): p is string => p !== null,
  );
  if (!problems.length && comparePoints(r.start, r.end, r.granularity) > 0)
    problems.push('Start must not be after end');
  return problems;
}

export const isValidDataRange = (r: DataRange) => dataRangeProblems(r).length === 0;

const Y = '(\\d{4})';
const M = '(\\d{1,2})';
const PATTERNS: { granularity: 'year' | 'month' | 'week' | 'day'; re: RegExp }[] = [
  { granularity: 'year', re: new RegExp(`^${Y}--${Y}$`) },
  { granularity: 'month', re: new RegExp(`^${Y}-${M}--${Y}-${M}$`) },
  { granularity: 'week', re: new RegExp(`^${Y}W${M}--${Y}W${M}$`) },
  { granularity: 'day', re: new RegExp(`^${Y}-${M}-${M}--${Y}-${M}-${M}(?:--(1h|raw))?$`) },
];

/** Parses a range value; null when it does not follow the grammar or breaks a rule. */
export function parseDataRange(text: string): DataRange | null {
  for (const { granularity, re } of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const n = m.slice(1).map(Number);
    let range: DataRange;
    if (granularity === 'year') range = { granularity, start: { year: n[0] }, end: { year: n[1] } };
    else if (granularity === 'month')
      range = { granularity, start: { year: n[0], month: n[1] }, end: { year: n[2], month: n[3] } };
    else if (granularity === 'week')
      range = { granularity, start: { year: n[0], week: n[1] }, end: { year: n[2], week: n[3] } };
    else
      range = {
        granularity: m[7] === '1h' ? 'hour' : m[7] === 'raw' ? 'raw' : 'day',
        start: { year: n[0], month: n[1], day: n[2] },
        end: { year: n[3], month: n[4], day: n[5] },
      };
    return isValidDataRange(range) ? range : null;
  }
  return null;
}

function formatPoint(p: RangePoint, g: Granularity): string {
  const y = pad(p.year, 4);
  if (g === 'year') return y;
  if (g === 'week') return `${y}W${pad(p.week!)}`;
  if (g === 'month') return `${y}-${pad(p.month!)}`;
  return `${y}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** Writes a range in the grammar; throws for an invalid range so a bad URL is never produced. */
export function formatDataRange(r: DataRange): string {
  const problems = dataRangeProblems(r);
  if (problems.length) throw new Error(`Invalid data range: ${problems.join('; ')}`);
  const base = `${formatPoint(r.start, r.granularity)}--${formatPoint(r.end, r.granularity)}`;
  return r.granularity === 'hour' ? `${base}--1h` : r.granularity === 'raw' ? `${base}--raw` : base;
}
