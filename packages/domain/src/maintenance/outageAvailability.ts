/** One outage as the optimiser sees it: a span of time and the power left. */
export interface OutageSpan {
  /** UTC epoch ms */
  start: number;
  /** UTC epoch ms, exclusive; null: open-ended ('never') */
  end: number | null;
  /** MW still available */
  remainingPower: number;
}

/**
 * A unit's available power per step from its outages (spec 2; issue 13): where outages overlap they
 * combine to the smallest remaining power; a step partly covered gets the time-weighted mean of the
 * full power `pMax` and the remaining power (so the step's energy is right). null where no outage
 * touches the step. Steps start at `start` and last `stepMs`.
 */
export function outageAvailability(
  outages: readonly OutageSpan[],
  pMax: number,
  start: number,
  steps: number,
  stepMs: number,
): (number | null)[] {
  const out: (number | null)[] = new Array(steps).fill(null);
  const horizonEnd = start + steps * stepMs;
  const spans = outages
    .map((o) => ({
      from: Math.max(o.start, start),
      to: Math.min(o.end ?? Infinity, horizonEnd),
      p: Math.min(Math.max(0, o.remainingPower), pMax),
    }))
    .filter((s) => s.to > s.from);
  if (!spans.length) return out;
  for (let i = 0; i < steps; i++) {
    const a = start + i * stepMs,
      b = a + stepMs;
    const here = spans.filter((s) => s.from < b && s.to > a);
    if (!here.length) continue;
    // breakpoints inside the step; between two, the smallest remaining power of the outages covering it holds
    const cuts = [a, b];
    for (const s of here) cuts.push(Math.max(a, s.from), Math.min(b, s.to));
    cuts.sort((x, y) => x - y);
    let energy = 0;
    for (let k = 0; k + 1 < cuts.length; k++) {
      const from = cuts[k],
        to = cuts[k + 1];
      if (to <= from) continue;
      let p = pMax;
      for (const s of here) if (s.from <= from && s.to >= to) p = Math.min(p, s.p);
      energy += p * (to - from);
    }
    out[i] = energy / stepMs;
  }
  return out;
}

/** Remaining availability in percent of p_max (spec 2 section 6: remaining_power / turbine_p_max * 100); 100 for a unit without p_max. */
export function remainingPercent(o: { remaining_power: number; turbine_p_max: number }): number {
  return o.turbine_p_max > 0 ? (o.remaining_power / o.turbine_p_max) * 100 : 100;
}
