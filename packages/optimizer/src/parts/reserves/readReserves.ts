import { fmt } from '../../lp/limits.js';
import type { ReadContext } from '../../lp/lpPart.js';
import { optAt } from '../../series.js';
import type { ReservePlan } from '../../types.js';
import { activationShares } from './reserveBlocks.js';

/**
 * The plan's grid reserves: held MW and shortfall per step, the expected activated energy up and
 * down, capacity revenue and activation compensation, the shortfall's penalty (into the plan's
 * penalty, and a message per obligation not held). Each unit's `scheduledPower` is its power minus
 * the expected net activation: what is sold on the market.
 */
export function readReserves(r: ReadContext): void {
  const { model, lp, colValue } = r;
  const idx = lp.reserveIndex;
  const reserves = model.reserves ?? [];
  if (!idx) return;
  const T = lp.T,
    hours = model.stepSeconds / 3600;
  const scheduled = new Map(r.units.map((u) => [u.id, [...u.power]]));
  r.reserves = reserves.map((g, gi): ReservePlan => {
    const held = new Array<number>(T).fill(0),
      shortfall = new Array<number>(T).fill(0),
      up = new Array<number>(T).fill(0),
      down = new Array<number>(T).fill(0);
    const shares = activationShares(g);
    const sold = scheduled.get(g.unit)!;
    let capacityRevenue = 0,
      activationRevenue = 0,
      shortfallCost = 0,
      worst = 0;
    for (const b of idx.blocks[gi]) {
      const v = Math.max(0, colValue[b.held]);
      const s = b.shortfall >= 0 ? Math.max(0, colValue[b.shortfall]) : 0;
      shortfallCost += s * idx.shortfallPenalty * hours * (b.to - b.from);
      for (let t = b.from; t < b.to; t++) {
        held[t] = v;
        shortfall[t] = s;
        up[t] = g.activationFactor * shares.up * v * hours;
        down[t] = g.activationFactor * shares.down * v * hours;
        sold[t] -= (up[t] - down[t]) / hours;
        activationRevenue += g.activationCompensation * (up[t] + down[t]);
        const price = g.mode === 'additional' ? optAt(g.capacityPrice, t) : NaN;
        if (!Number.isNaN(price)) capacityRevenue += price * v * hours;
        if (s > 1e-6) {
          worst = Math.max(worst, s);
          r.softConflicts.push({
            key: `reserve:${g.id}`,
            step: t,
            time: model.start + t * model.stepSeconds * 1000,
            text: '',
          });
        }
      }
    }
    r.penalty += shortfallCost;
    const text = `Grid reserve ${g.label ?? `${g.product} on unit ${g.unit}`} cannot be held in full at {time}: up to ${fmt(worst)} MW short, penalty ${fmt(shortfallCost)} EUR`;
    for (const c of r.softConflicts) if (c.key === `reserve:${g.id}`) c.text = text;
    return {
      id: g.id,
      unit: g.unit,
      product: g.product,
      direction: g.direction,
      held,
      shortfall,
      activatedEnergy: up.map((v, t) => v - down[t]),
      activatedUp: up,
      activatedDown: down,
      capacityRevenue,
      activationRevenue,
      revenue: capacityRevenue + activationRevenue,
      shortfallCost,
    };
  });
  for (const u of r.units) {
    const sold = scheduled.get(u.id)!;
    if (reserves.some((g) => g.unit === u.id)) u.scheduledPower = sold;
  }
}
