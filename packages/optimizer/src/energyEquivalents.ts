import { curveSegments, turbineEnergyPerM3 } from './curves.js';
import type { Unit } from './types.js';

/**
 * Energy equivalent of each reservoir's water, MWh per m3: the best path down the cascade, adding
 * up each turbine's best MWh per m3 (gates pass water on without energy). Used to express water
 * values per MWh.
 */
export function energyEquivalents(model: { reservoirs: readonly { id: string }[]; units: readonly Unit[] }): number[] {
  const memo = new Map<string, number>();
  const visiting = new Set<string>();
  const of = (id: string | null): number => {
    if (id === null) return 0;
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0; // a loop (pumped storage) adds nothing on the way down
    visiting.add(id);
    let best = 0;
    for (const u of model.units) {
      if (u.upstream !== id || u.type === 'PUMP') continue;
      const own = u.type === 'GATE' || !u.curve ? 0 : turbineEnergyPerM3(curveSegments(u.curve, u.id));
      best = Math.max(best, own + of(u.downstream));
    }
    visiting.delete(id);
    memo.set(id, best);
    return best;
  };
  return model.reservoirs.map((r) => of(r.id));
}
