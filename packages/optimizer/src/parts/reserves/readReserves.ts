import { appendAll } from '@penstock/domain';
import type { ReadContext } from '../../lp/lpPart.js';
import type { ReservePlan } from '../../types.js';
import { activationShares } from './reserveBlocks.js';
import { reserveTotals, shortfallConflicts } from './reserveTotals.js';

/**
 * The plan's grid reserves: held MW and shortfall per step, the expected activated energy up and
 * down, capacity revenue and activation compensation, the shortfall's penalty (into the plan's
 * penalty, and a message per obligation not held). Each unit's `scheduledPower` is its power minus
 * the expected net activation: what is sold on the market.
 */
export function readReserves(r: ReadContext): void {
  const { model, lp, colValue } = r;
  const idx = lp.reserveIndex;
  if (!idx) return;
  const T = lp.T,
    hours = model.stepSeconds / 3600;
  const scheduled = new Map(r.units.map((u) => [u.id, [...u.power]]));
  r.reserves = (model.reserves ?? []).map((g, gi): ReservePlan => {
    const zeros = () => new Array<number>(T).fill(0);
    const p: ReservePlan = {
      id: g.id,
      unit: g.unit,
      product: g.product,
      direction: g.direction,
      held: zeros(),
      shortfall: zeros(),
      activatedEnergy: zeros(),
      activatedUp: zeros(),
      activatedDown: zeros(),
      capacityRevenue: 0,
      activationRevenue: 0,
      revenue: 0,
      shortfallCost: 0,
      shortfallPrice: idx.shortfallPenalty,
    };
    const shares = activationShares(g);
    const sold = scheduled.get(g.unit)!;
    for (const b of idx.blocks[gi]) {
      const v = Math.max(0, colValue[b.held]);
      const s = b.shortfall >= 0 ? Math.max(0, colValue[b.shortfall]) : 0;
      for (let t = b.from; t < b.to; t++) {
        p.held[t] = v;
        p.shortfall[t] = s;
        p.activatedUp[t] = g.activationFactor * shares.up * v * hours;
        p.activatedDown[t] = g.activationFactor * shares.down * v * hours;
        p.activatedEnergy[t] = p.activatedUp[t] - p.activatedDown[t];
        sold[t] -= p.activatedEnergy[t] / hours;
      }
    }
    reserveTotals(g, p, hours, idx.shortfallPenalty);
    r.penalty += p.shortfallCost;
    return p;
  });
  appendAll(r.softConflicts, shortfallConflicts(model, r.reserves));
  for (const u of r.units) if (model.reserves!.some((g) => g.unit === u.id)) u.scheduledPower = scheduled.get(u.id);
}
