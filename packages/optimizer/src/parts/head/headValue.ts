import { contentToLevel } from '../../curves.js';
import { at } from '../../series.js';
import type { HeadPoint, OptimizerModel, PlanResult } from '../../types.js';
import { headAt } from './headLinearise.js';
import { unitPower } from './headPhysics.js';
import { pumpHeadAt, pumpPower, pumpsWithHead } from './pumpHead.js';
import type { HeadSeat } from './headTopology.js';

/** The operating point of a plan: reservoir levels at the start of each step, unit flows. */
export function planPoint(model: OptimizerModel, plan: PlanResult): HeadPoint {
  const levels: Record<string, number[]> = {};
  model.reservoirs.forEach((r, i) => {
    if (!r.levelContent) return;
    const c = plan.reservoirs[i].content;
    const curve = r.levelContent;
    levels[r.id] = c.map((_, t) => contentToLevel(curve, t === 0 ? r.initialContent : c[t - 1]));
  });
  const flows: Record<string, number[]> = {};
  for (const u of plan.units) flows[u.id] = u.discharge;
  return { levels, flows };
}

/** Net head of every head unit (by id) and step on a plan's own trajectory (no point: start levels, no flow), m. */
export function planHeads(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  point: HeadPoint | undefined,
) {
  const heads: Record<string, number[]> = {};
  seats.forEach((seat, ui) => {
    if (!seat) return;
    const q = point?.flows[model.units[ui].id] ?? new Array<number>(model.steps).fill(0);
    heads[model.units[ui].id] = q.map((qt, t) => headAt(model, seat, point, ui, t, qt));
  });
  return heads;
}

/**
 * A plan valued with the head model on its own trajectory: each head unit's power is the physics at
 * its flow and net head (levels at the start of each step, losses of the plan's flows), revenue and
 * objective follow; fixed-head units keep their power.
 */
export function valueAtHead(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  plan: PlanResult,
  lpModel: OptimizerModel = model,
): { plan: PlanResult; heads: Record<string, number[]> } {
  const point = planPoint(model, plan);
  const heads = planHeads(model, seats, point);
  const hours = model.stepSeconds / 3600;
  let revenue = 0;
  const units = plan.units.map((up, ui) => {
    const u = model.units[ui];
    const h = heads[u.id];
    let power = h ? up.discharge.map((q, t) => unitPower(u, q, h[t])) : up.power;
    if (pumpsWithHead(u)) {
      // Generation (physics, else the LP's without its pumping) less the pump's physical draw.
      const k = lpModel.units[ui].pumpPowerPerFlow ?? 0;
      power = up.pumped.map((qp, t) => {
        const gen = h ? power[t] : up.power[t] + qp * k;
        return qp > 0 ? gen - pumpPower(u, qp, pumpHeadAt(model, point, ui, t, qp)) : gen;
      });
    }
    for (let t = 0; t < model.steps; t++) revenue += at(model.price, t) * power[t] * hours;
    return { ...up, power };
  });
  const objective = revenue + plan.terminalValue - plan.penalty;
  return { plan: { ...plan, units, revenue, objective }, heads };
}
