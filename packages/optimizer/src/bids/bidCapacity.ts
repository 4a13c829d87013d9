import type { LpPart } from '../lp/lpPart.js';
import { optAt } from '../series.js';
import type { OptimizerModel } from '../types.js';

/** What the plant can deliver per step, MW: net power between `lo` (pumping negative) and `hi`. */
export interface BidCapacity {
  lo: Float64Array;
  hi: Float64Array;
}

/**
 * A part that adds nothing to the LP and, appended after every other part, reads each unit's power
 * and pumping bounds once all parts have tightened them (curve and pMax, pMin, outages, overrides,
 * constraints without a tier): the plant's deliverable range per step, summed over units. Upward
 * grid reserves the plant must hold (included obligations) come off the top. A pump without a
 * pumping limit leaves `lo` at -Infinity (the curve's end point then takes its neighbour's volume).
 */
export function bidCapacityPart(model: OptimizerModel): { part: LpPart; capacity: BidCapacity } {
  const T = model.steps;
  const capacity = { lo: new Float64Array(T), hi: new Float64Array(T) };
  const part: LpPart = {
    name: 'bid capacity',
    build(x) {
      return {
        unitLimits(key, ui, t, lim) {
          const u = model.units[ui];
          if (key === 'power' && u.type !== 'GATE' && u.type !== 'PUMP') {
            capacity.lo[t] += Math.max(0, lim.lo);
            capacity.hi[t] += Math.max(0, lim.hi);
          } else if (key === 'pumpFlow') {
            capacity.lo[t] -= Math.max(0, lim.hi) * x.pumpK[ui];
            capacity.hi[t] -= Math.max(0, lim.lo) * x.pumpK[ui];
          }
        },
        final() {
          for (const r of model.reserves ?? []) {
            if (r.mode !== 'included' || r.direction === 'negative') continue;
            for (let t = r.fromStep ?? 0; t < (r.toStep ?? T); t++) {
              const mw = optAt(r.mw, t);
              if (mw > 0) capacity.hi[t] -= mw;
            }
          }
          for (let t = 0; t < T; t++) capacity.lo[t] = Math.min(capacity.lo[t], capacity.hi[t]);
        },
      };
    },
  };
  return { part, capacity };
}
