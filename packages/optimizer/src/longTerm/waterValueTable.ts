import { energyEquivalents } from '../energyEquivalents.js';
import { transitionInto } from './modelShape.js';
import type { Cut, LongTermModel, LongTermResult } from './types.js';

/** Fillings of the tables, percent of each reservoir's range. */
export const FILLING_PERCENT = Array.from({ length: 21 }, (_, i) => i * 5);

export interface WaterValueTable {
  reservoirId: string;
  /** Start of each stage, epoch ms UTC. */
  weeks: number[];
  fillingPercent: number[];
  /** [week][filling], EUR/m3. */
  valuesEurPerM3: number[][];
  /** [week][filling], EUR/MWh through the reservoir's energy equivalent (null without a turbine below). */
  valuesEurPerMwh: (number | null)[][];
  /** MWh per m3. */
  energyEquivalent: number;
}

/** The cut that holds at x (the lowest), i.e. the value function's gradient there. */
export function activeCut(cuts: readonly Cut[], x: readonly number[]): Cut {
  let best = cuts[0],
    bestV = Infinity;
  for (const c of cuts) {
    const v = c.slopes.reduce((s, b, r) => s + b * x[r], c.intercept);
    if (v < bestV - 1e-9 * Math.abs(v)) {
      best = c;
      bestV = v;
    }
  }
  return best;
}

/** Probability of each Markov state of each stage, unconditional. */
export function stateProbabilities(model: LongTermModel): number[][] {
  const out: number[][] = [];
  let prev = [1];
  model.stages.forEach((_, t) => {
    const P = transitionInto(model, t);
    const cur = P[0].map((_, j) => prev.reduce((s, p, i) => s + p * P[i][j], 0));
    out.push(cur);
    prev = cur;
  });
  return out;
}

/**
 * Water values per reservoir, stage start and filling: the gradient of the future value function
 * there (its active cut), with every reservoir of the plant at the same filling percent, averaged
 * over the Markov price states of the stage before by their probability.
 */
export function waterValueTables(model: LongTermModel, result: LongTermResult): WaterValueTable[] {
  const eq = energyEquivalents(model);
  const probs = stateProbabilities(model);
  const T = model.stages.length;
  const byStage = new Map<number, { state: number; cuts: Cut[] }[]>();
  for (const vf of result.valueFunctions) {
    if (!vf.cuts.length) continue;
    const list = byStage.get(vf.stage) ?? [];
    list.push(vf);
    byStage.set(vf.stage, list);
  }
  return model.reservoirs.map((res, r) => {
    const perM3: number[][] = [];
    for (let s = 0; s < T; s++) {
      const fns = byStage.get(s) ?? [];
      perM3.push(
        FILLING_PERCENT.map((f) => {
          const x = model.reservoirs.map((q) => q.minContent + (f / 100) * (q.maxContent - q.minContent));
          let v = 0,
            w = 0;
          for (const fn of fns) {
            const p = s === 0 ? 1 : (probs[s - 1][fn.state] ?? 0);
            v += p * activeCut(fn.cuts, x).slopes[r];
            w += p;
          }
          return w > 0 ? v / w : NaN;
        }),
      );
    }
    return {
      reservoirId: res.id,
      weeks: model.stages.map((st) => st.start),
      fillingPercent: [...FILLING_PERCENT],
      valuesEurPerM3: perM3,
      valuesEurPerMwh: perM3.map((row) => row.map((v) => (eq[r] > 0 ? v / eq[r] : null))),
      energyEquivalent: eq[r],
    };
  });
}
