import { minOf } from '@penstock/domain';

/**
 * Wall-clock time in an IANA zone <-> UTC epoch ms, with Intl only (Temporal's polyfill is too large
 * for the first screens). Input format is the `datetime-local` one: 'YYYY-MM-DDTHH:mm'.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })));
  return f;
};

/** The zone's wall clock at an instant, as if it were UTC (ms). */
function wallAsUtc(ms: number, zone: string): number {
  const p = Object.fromEntries(formatter(zone).formatToParts(ms).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DDTHH:mm' of the instant in the zone ('' for null). */
export function toZonedInput(ms: number | null | undefined, zone: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(wallAsUtc(ms, zone));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * The instant of a wall-clock time in the zone (null for '' or junk). Like Temporal's 'compatible':
 * a time that occurs twice (autumn change) is the earlier one, a time skipped (spring change) moves
 * forward by the gap.
 */
export function fromZonedInput(text: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 13/01 over into January: only a real calendar time is accepted
  if (toZonedInput(wall, 'UTC') !== text.trim()) return null;
  // The zone's offsets a day either side bracket every offset that can apply to this wall time.
  const offsets = [...new Set([wall - 86_400_000, wall + 86_400_000].map((t) => wallAsUtc(t, zone) - t))].sort((a, b) => b - a);
  const exact = offsets.map((o) => wall - o).filter((t) => wallAsUtc(t, zone) === wall);
  if (exact.length) return minOf(exact);
  // In the gap: the wall time read with the offset before the change.
  return wall - minOf(offsets);
}
