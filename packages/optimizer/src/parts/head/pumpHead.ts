import { minOf } from '@penstock/domain';
import type { HeadPoint, OptimizerModel, PlanResult, Unit } from '../../types.js';
import { pointLevel } from './headLinearise.js';
import { G, generatorEfficiency, outletLevel, RHO, turbineEfficiency } from './headPhysics.js';

/** Does the unit pump with head data (SHOP pump `turb_eff_curves`)? */
export const pumpsWithHead = (u: Unit) => (u.type === 'PUMP' || u.type === 'PUMP_TURBINE') && !!u.pumpEffCurves?.length;

/**
 * Power drawn by a pump, MW: P = rho g Q H / (eta_p(Q, H) eta_m(P)); eta_m depends on P, so P is the
 * fixed point of P -> P_hydraulic / eta_m(P) (motor curves are flat: a contraction).
 */
export function pumpPower(u: Unit, q: number, h: number): number {
  if (q <= 0 || !u.pumpEffCurves?.length) return 0;
  const ph = (RHO * G * q * Math.max(0, h)) / turbineEfficiency(u.pumpEffCurves, q, h) / 1e6;
  let p = ph;
  for (let i = 0; i < 100; i++) {
    const next = ph / generatorEfficiency(u.pumpMotorEffCurve, p);
    if (Math.abs(next - p) < 1e-13 * Math.max(1, ph)) return next;
    p = next;
  }
  return p;
}

/** The plant and penstock loss of a unit, if it is on one of the model's plants. */
function seatOf(model: OptimizerModel, id: string) {
  for (const plant of model.plants ?? [])
    for (const ps of plant.penstocks) if (ps.units.includes(id)) return { plant, loss: ps.loss };
  return undefined;
}

/** Level of the lower side of unit ui at step t in the point: its downstream reservoir's, else its plant's outlet line at qPlant. */
function lowerLevel(model: OptimizerModel, point: HeadPoint | undefined, u: Unit, t: number, q: number): number {
  const down = model.reservoirs.find((r) => r.id === u.downstream);
  if (down?.levelContent) return pointLevel(model, point, down.id, t);
  const seat = seatOf(model, u.id);
  if (!seat)
    throw new Error(`Pump ${u.id} has pump efficiency curves but neither a downstream level curve nor a plant`);
  return outletLevel(seat.plant, q);
}

/** Pump head of unit ui pumping q m3/s at step t in the point, m: the lift plus the losses of the flow. */
export function pumpHeadAt(model: OptimizerModel, point: HeadPoint | undefined, ui: number, t: number, q: number) {
  const u = model.units[ui];
  const seat = seatOf(model, u.id);
  const losses = seat ? ((seat.plant.mainLoss ?? 0) + seat.loss) * q * q : 0;
  return pointLevel(model, point, u.upstream!, t) - lowerLevel(model, point, u, t, q) + losses;
}

/** Smallest pumping flow of a pump: its running minimum, else the lowest flow of its efficiency curves. */
const smallestPumpFlow = (u: Unit) =>
  u.pumpRunMinFlow || minOf((u.pumpEffCurves ?? []).flatMap((c) => c.points.map((p) => p.q)).filter((q) => q > 0));

/**
 * May the pump run at step t at the point's levels (SHOP `upstream_max`, `downstream_min`) and within
 * its pump head limits (at its smallest flow: more flow only adds losses, so the head can only rise)?
 */
export function pumpAllowed(model: OptimizerModel, point: HeadPoint | undefined, ui: number, t: number): boolean {
  const u = model.units[ui];
  if (u.pumpUpstreamMax !== undefined && pointLevel(model, point, u.upstream!, t) > u.pumpUpstreamMax) return false;
  const down = model.reservoirs.find((r) => r.id === u.downstream);
  if (
    u.pumpDownstreamMin !== undefined &&
    down?.levelContent &&
    pointLevel(model, point, down.id, t) < u.pumpDownstreamMin
  )
    return false;
  if (u.pumpHeadMax === undefined && u.pumpHeadMin === undefined) return true;
  const h = pumpHeadAt(model, point, ui, t, smallestPumpFlow(u));
  return !(h > (u.pumpHeadMax ?? Infinity) || h < (u.pumpHeadMin ?? -Infinity));
}

/**
 * The model with each head pump's `pumpPowerPerFlow` at the point: the mean power per flow over the
 * steps the point's plan pumped (at its flows), else at the largest pumping flow over the horizon.
 */
export function withPumpFactors(
  model: OptimizerModel,
  point: HeadPoint | undefined,
  plan?: PlanResult,
): OptimizerModel {
  if (!model.units.some(pumpsWithHead)) return model;
  const units = model.units.map((u, ui) => {
    if (!pumpsWithHead(u)) return u;
    const pumped = plan?.units[ui]?.pumped;
    let sum = 0,
      n = 0;
    for (let t = 0; t < model.steps; t++) {
      const q = pumped && pumped[t] > 1e-6 ? pumped[t] : pumped?.some((x) => x > 1e-6) ? 0 : (u.pumpQMax ?? 0);
      if (!(q > 0)) continue;
      sum += pumpPower(u, q, pumpHeadAt(model, point, ui, t, q)) / q;
      n++;
    }
    return n ? { ...u, pumpPowerPerFlow: sum / n } : u;
  });
  return { ...model, units };
}
