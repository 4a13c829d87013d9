import { seededRandom } from '../syntheticCascade.js';
import type { Unit } from '../types.js';
import type { LongTermModel, LongTermReservoir } from './types.js';

const WEEK = 7 * 24 * 3600;
/** Peak hours of a week (weekdays 08-20) and the rest. */
export const WEEK_BLOCKS = { peakHours: 60, offPeakHours: 108 };

/**
 * A seeded chain of `reservoirs` reservoirs over `weeks` weekly stages with `scenarios` inflow years:
 * an alpine season (snow melt from May to July, little inflow in winter), each year wetter or drier
 * and noisy week by week; prices higher in winter and at peak hours. The top reservoir is seasonal
 * (about a quarter of a year's inflow), the ones below are small. For tests and the benchmark.
 */
export function syntheticLongTerm(opts: {
  reservoirs: number;
  weeks: number;
  scenarios: number;
  seed?: number;
  start?: number;
}): LongTermModel {
  const rnd = seededRandom(opts.seed ?? 7);
  const start = opts.start ?? Date.UTC(2026, 0, 5);
  const n = opts.reservoirs;
  const base = Array.from({ length: n }, (_, i) => (i === 0 ? 20 : 3 + 2 * rnd()));
  const years = Array.from({ length: opts.scenarios }, () => 0.7 + 0.6 * rnd());
  const seasonal = (week: number) => {
    const doy = (week * 7 + 3) % 365;
    // melt peak around day 170, winter trough
    return 0.25 + 2.2 * Math.exp(-(((doy - 170) / 45) ** 2));
  };
  const stages = Array.from({ length: opts.weeks }, (_, w) => {
    const doy = (w * 7 + 3) % 365;
    const winter = Math.cos(((doy - 15) / 365) * 2 * Math.PI);
    const offPeak = 45 + 15 * winter;
    return {
      start: start + w * WEEK * 1000,
      seconds: WEEK,
      blocks: [
        { hours: WEEK_BLOCKS.peakHours, price: [offPeak + 20 + 5 * winter] },
        { hours: WEEK_BLOCKS.offPeakHours, price: [offPeak] },
      ],
      inflows: years.map((y) => base.map((b) => Math.max(0, b * seasonal(w) * y * (0.75 + 0.5 * rnd())))),
    };
  });
  const reservoirs: LongTermReservoir[] = base.map((b, i) => {
    const size = i === 0 ? b * 365 * 86400 * 0.25 : 4e6 + 4e6 * rnd();
    return {
      id: `R${i + 1}`,
      name: `Reservoir ${i + 1}`,
      initialContent: size * 0.5,
      minContent: 0,
      maxContent: size,
      spillTo: i + 1 < n ? `R${i + 2}` : null,
    };
  });
  const units: Unit[] = base.map((_, i) => {
    const head = i === 0 ? 600 : 80 + 100 * rnd();
    const qMax = i === 0 ? 45 : 30 + 20 * rnd();
    const eff = (q: number, e: number) => ({ q, p: q * head * 9.81e-3 * e });
    return {
      id: `G${i + 1}`,
      type: 'TURBINE',
      upstream: `R${i + 1}`,
      downstream: i + 1 < n ? `R${i + 2}` : null,
      curve: [eff(qMax * 0.5, 0.9), eff(qMax * 0.85, 0.93), eff(qMax, 0.9)],
    };
  });
  return { stages, reservoirs, units, terminalWaterValue: reservoirs.map(() => 0) };
}
