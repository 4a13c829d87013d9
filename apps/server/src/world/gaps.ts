/**
 * Telemetry gaps in actuals, so data quality has something to show: per component a few outages
 * over the history, most of a few hours, some of one to two days, a rare one of several days.
 * A gap blanks every actual series of the component over the same hours (a dead logger).
 * About a third of the components also lag: their last one to three hours are not in yet, so
 * latest telemetry times differ.
 */
import type { Rng } from './prng.js';

/** Gaps as hour index ranges [from, to) within [0, historyHours). */
export function chooseGaps(rng: Rng, historyHours: number): Array<[number, number]> {
  if (historyHours < 48) return [];
  const years = Math.max(1, historyHours / 8760);
  const count = Math.round((2 + rng.int(0, 3)) * Math.sqrt(years / 3));
  const gaps: Array<[number, number]> = [];
  for (let g = 0; g < Math.max(1, count); g++) {
    const r = rng.next();
    // at most 2% of a short history per gap, so short worlds keep most of their actuals
    const length = Math.min(
      r < 0.55 ? rng.int(1, 6) : r < 0.9 ? rng.int(12, 48) : rng.int(72, 120),
      Math.max(1, Math.floor(historyHours / 50)),
    );
    const from = rng.int(0, Math.max(0, historyHours - length - 1));
    gaps.push([from, Math.min(historyHours, from + length)]);
  }
  // some loggers lag: their last one to three hours before now have not arrived yet
  if (rng.chance(0.3)) gaps.push([historyHours - rng.int(1, 3), historyHours]);
  return gaps.sort((a, b) => a[0] - b[0]);
}
