import { maxOf } from '@penstock/domain';
import { energyEquivalents } from './energyEquivalents.js';
import type { OptimizerModel } from './types.js';

export interface Held {
  /** Why its content is held, for messages. */
  why: string;
  /** Extra cost of its spill, EUR/m3 (0 unless a unit above follows it). */
  spillCost: number;
}

/**
 * Reservoirs held at their start content by a unit that follows the flow (Unit.optimizationMode), by
 * index. FOLLOWING_UPSTREAM holds the unit's upstream reservoir: what flows in flows on, through the
 * units or as spill. FOLLOWING_DOWNSTREAM holds its downstream reservoir: the unit refills what leaves
 * it; the reservoir's spill then costs more than the unit could earn with the water (the highest price
 * through the largest energy equivalent), so the unit never sends down water that is only spilled:
 * the reservoir spills only its own excess.
 */
export function heldReservoirs(model: OptimizerModel): Map<number, Held> {
  const held = new Map<number, Held>();
  const index = new Map(model.reservoirs.map((r, i) => [r.id, i]));
  let spillCost: number | undefined;
  for (const u of model.units) {
    const up = u.optimizationMode === 'FOLLOWING_UPSTREAM',
      down = u.optimizationMode === 'FOLLOWING_DOWNSTREAM';
    const id = up ? u.upstream : down ? u.downstream : null;
    const r = id === null ? undefined : index.get(id);
    if (r === undefined) continue;
    const h = held.get(r) ?? {
      why: `its start content, held as ${u.name ?? u.id} follows ${up ? 'its inflow' : 'the release below'}`,
      spillCost: 0,
    };
    if (down) {
      spillCost ??=
        Math.max(0, maxOf(typeof model.price === 'number' ? [model.price] : model.price)) *
          Math.max(0, maxOf(energyEquivalents(model))) +
        1e-3;
      h.spillCost = spillCost;
    }
    held.set(r, h);
  }
  return held;
}
