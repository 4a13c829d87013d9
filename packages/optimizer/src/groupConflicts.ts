import type { Conflict } from './buildLp.js';
import { formatTime } from './formatTime.js';

/** Operator messages: the same conflict on consecutive steps becomes one "from .. to .." line. */
export function groupConflicts(conflicts: readonly Conflict[], timeZone?: string, limit = 20): string[] {
  const sorted = [...conflicts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.step - b.step));
  const out: { first: Conflict; last: Conflict; n: number }[] = [];
  for (const c of sorted) {
    const g = out[out.length - 1];
    if (g && g.last.key === c.key && g.last.step === c.step - 1) {
      g.last = c;
      g.n++;
    } else out.push({ first: c, last: c, n: 1 });
  }
  out.sort((a, b) => a.first.time - b.first.time);
  const lines = out
    .slice(0, limit)
    .map(({ first, last, n }) =>
      first.text.replace(
        '{time}',
        n === 1
          ? formatTime(first.time, timeZone)
          : `${formatTime(first.time, timeZone)} to ${formatTime(last.time, timeZone)} (${n} steps)`,
      ),
    );
  if (out.length > limit) lines.push(`… and ${out.length - limit} more`);
  return lines;
}
