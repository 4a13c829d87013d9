/** What every plant template provides: its topology and a simulation of it. */
import type { Calendar } from './calendar.js';
import { interpolate } from './curves.js';
import { chooseGaps } from './gaps.js';
import { rngFor } from './prng.js';
import type { Series } from './series.js';
import type { HydroBody, Site } from './topology.js';

export interface SimContext {
  seed: number;
  cal: Calendar;
  /** hours of history; [nowIndex, hours) is the plan/forecast horizon */
  nowIndex: number;
  /** EUR/MWh per hour the plant dispatches on (day-ahead where published, forecast beyond) */
  decisionPrice: Float64Array;
  /** blank a few stretches of actuals per component */
  gaps: boolean;
}

export interface SiteModel {
  site: Site;
  simulate(ctx: SimContext): Series[];
}

/** Gap hour ranges per component of the site (reservoirs and units; none when disabled). */
export function siteGaps(site: Site, ctx: SimContext): Map<string, Array<[number, number]>> {
  const gaps = new Map<string, Array<[number, number]>>();
  if (!ctx.gaps) return gaps;
  const ids = [...site.hydro_bodies.filter((b) => b.type === 'RESERVOIR'), ...site.control_units].map((c) => c.id);
  for (const id of ids) gaps.set(id, chooseGaps(rngFor(ctx.seed, 'gaps', id), ctx.nowIndex));
  return gaps;
}

/** Content limits of a reservoir, m3: the table's contents at min_level and max_level. */
export function contentLimits(body: HydroBody): [number, number] {
  return [interpolate(body.level_to_content, body.min_level), interpolate(body.level_to_content, body.max_level)];
}

/** Trailing mean of the last `window` values, updated hour by hour. */
export class TrailingMean {
  private sum = 0;
  private count = 0;
  constructor(
    private readonly values: Float64Array,
    private readonly window: number,
  ) {}
  /** Mean over (i - window, i], i increasing by one each call. */
  at(i: number): number {
    this.sum += this.values[i];
    this.count++;
    if (this.count > this.window) {
      this.sum -= this.values[i - this.window];
      this.count--;
    }
    return this.sum / this.count;
  }
}

/** Centred mean of values over [i - half, i + half), clipped to the range: the planner's daily reference. */
export function centredMeans(values: Float64Array, half: number): Float64Array {
  const n = values.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + values[i];
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.max(0, i - half);
    const b = Math.min(n, i + half);
    out[i] = (prefix[b] - prefix[a]) / (b - a);
  }
  return out;
}
