import { maxOf, minOf } from '@penstock/domain';
import { contentToLevel, levelToContent } from '../../curves.js';
import { optAt } from '../../series.js';
import type { OptimizerModel, PlanResult } from '../../types.js';
import { headAt } from './headLinearise.js';
import { unitPower } from './headPhysics.js';
import type { HeadSeat } from './headTopology.js';
import { planPoint } from './headValue.js';
import { decides } from './fixOnOff.js';
import { pumpsWithHead } from './pumpHead.js';

/** Below p_max by this share after a cut, so rounding in the physics never lands a hair above it. */
const BELOW = 1e-9;

/** Hard content range of reservoir ri at the end of step t, m3 (its physical limits and hard level/content constraints). */
function hardRange(model: OptimizerModel, ri: number, t: number): [number, number] {
  const r = model.reservoirs[ri];
  const curve = r.levelContent;
  let lo = r.hardMinContent ?? (curve ? minOf(curve.map((p) => p.content)) : 0);
  let hi = r.hardMaxContent ?? (curve ? maxOf(curve.map((p) => p.content)) : Infinity);
  for (const k of model.constraints ?? []) {
    if (k.target !== r.id || !k.hard || t < (k.fromStep ?? 0) || t >= (k.toStep ?? Infinity)) continue;
    const m = /^(MIN|MAX)_(LEVEL|CONTENT)$/.exec(k.kind);
    const kv = optAt(k.value, t);
    if (!m || Number.isNaN(kv)) continue;
    const v = m[2] === 'LEVEL' ? levelToContent(curve!, kv) : kv;
    if (m[1] === 'MIN') lo = Math.max(lo, v);
    else hi = Math.min(hi, v);
  }
  return [lo, hi];
}

/** End value of the contents at the end (terminal water values, else the long-term cuts' least bound), EUR. */
function endValue(model: OptimizerModel, plan: PlanResult): number {
  const end = (i: number) => plan.reservoirs[i].content[model.steps - 1];
  const cuts = model.futureValue?.cuts ?? [];
  if (!cuts.length) return model.reservoirs.reduce((s, r, i) => s + (r.terminalWaterValue ?? 0) * end(i), 0);
  return minOf(cuts.map((c) => model.reservoirs.reduce((s, r, i) => s + (c.slopes[r.id] ?? 0) * end(i), c.intercept)));
}

/**
 * A head plan (LP flows) whose head units keep p_max, and with `ramps` their power ramps, at their
 * physical power: the LP binds its power limits and ramps around the previous iteration's plan, so a plan
 * whose levels moved since can draw a little more than p_max (SHOP basic: 183.3 MW on a 180 MW unit)
 * or ramp a little faster than allowed (the cascade: a few kW in its third iteration). Where the physics
 * at the plan's own head gives more than p_max, or than the previous step's physical power plus the
 * ramp, the unit's discharge is cut to the flow that gives that (its own losses included, bisection).
 * The water it no longer uses stays in its reservoir (as an operator would keep it): the upstream
 * content is higher from that step on, the downstream one lower by the same volume from its arrival,
 * while both keep their hard limits. Where they would not, the water passes the spill when that goes
 * where the unit discharges (same place, same delay); else the unit keeps its flow (checkPlan then
 * names it). Where the power falls faster than the ramp, the unit draws the flow that gives the previous
 * step's power less the ramp (up to its qMax, from its upstream content within the hard limits; never
 * starting a unit with on/off decisions, never on fixed steps). Water kept or drawn moves later levels
 * and a change moves the head of the units sharing the plant, so the steps are gone through in order
 * and each is repeated until none is off. Answers the plan with new flows, contents, levels and terminal
 * value (power is valued by the caller), the p_max cuts made (`kept` of them upstream) and the ramp
 * repairs made (`ramps`).
 */
export function keepLimits(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  lin: PlanResult,
  ramps = false,
): { plan: PlanResult; cuts: number; kept: number; ramps: number } {
  // Units whose physical power is repaired: head units with p_max or (with `ramps`) a power ramp, never pumping ones.
  const repaired = seats.map((seat, ui) => {
    const u = model.units[ui];
    return !!seat && (u.pMax !== undefined || (ramps && u.rampPower !== undefined && !pumpsWithHead(u)));
  });
  if (!repaired.some(Boolean)) return { plan: lin, cuts: 0, kept: 0, ramps: 0 };
  const plan: PlanResult = {
    ...lin,
    units: lin.units.map((u) => ({ ...u, discharge: [...u.discharge] })),
    reservoirs: lin.reservoirs.map((r) => ({
      ...r,
      spill: [...r.spill],
      content: [...r.content],
      level: [...r.level],
    })),
  };
  const T = model.steps,
    dt = model.stepSeconds;
  const resIdx = new Map(model.reservoirs.map((r, i) => [r.id, i]));
  const value0 = endValue(model, plan);
  // The point's flows and levels are the plan's (changed in place: the head lookups read them).
  const point = planPoint(model, plan);
  const levels = point.levels as Record<string, number[]>;
  const spillPenalty = (model.penalties?.spill ?? 1e-4) * dt;
  let transit = 0;
  // Water moved in time (kept, drawn, or spilled with another delay): the end value and the water in transit change.
  let moved = false;

  /** Moves dv m3 into reservoir ri's content from the end of step `from` on, if its hard limits allow. */
  const fits = (ri: number, from: number, dv: number, to = T) => {
    const c = plan.reservoirs[ri].content;
    for (let t = from; t < to; t++) {
      const [lo, hi] = hardRange(model, ri, t);
      if (c[t] + dv > hi || c[t] + dv < lo) return false;
    }
    return true;
  };
  const move = (ri: number, from: number, dv: number, to = T) => {
    const r = model.reservoirs[ri],
      rp = plan.reservoirs[ri];
    for (let t = from; t < to; t++) {
      rp.content[t] += dv;
      if (!r.levelContent) continue;
      rp.level[t] = contentToLevel(r.levelContent, rp.content[t]);
      if (t + 1 < T) levels[r.id][t + 1] = rp.level[t]!;
    }
  };
  /** Keeps dq m3/s of unit ui at step t upstream (its downstream reservoir gets that much less on arrival). */
  const keepUpstream = (ui: number, t: number, dq: number) => {
    const u = model.units[ui];
    const up = resIdx.get(u.upstream!);
    const down = u.downstream == null ? undefined : resIdx.get(u.downstream);
    const arrive = t + (u.delaySteps ?? 0);
    const dv = dq * dt;
    if (up === undefined || !fits(up, t, dv) || (down !== undefined && arrive < T && !fits(down, arrive, -dv)))
      return false;
    move(up, t, dv);
    if (down !== undefined && arrive < T) move(down, arrive, -dv);
    else if (down !== undefined) transit -= (model.reservoirs[down].terminalWaterValue ?? 0) * dv;
    return true;
  };
  /**
   * Passes dq m3/s of unit ui at step t over its reservoir's spill, when that goes where the unit
   * discharges and has room. With another delay the water reaches the downstream reservoir earlier or
   * later by the difference: its content moves by that much in between, within its hard limits.
   */
  const spillLikeUnit = (ui: number, t: number, dq: number) => {
    const u = model.units[ui];
    const ri = resIdx.get(u.upstream!);
    const r = ri === undefined ? undefined : model.reservoirs[ri];
    if (!r || r.spillAllowed === false || (r.spillTo ?? null) !== (u.downstream ?? null)) return false;
    if (r.spillMax !== undefined && plan.reservoirs[ri!].spill[t] + dq > r.spillMax) return false;
    const down = u.downstream == null ? undefined : resIdx.get(u.downstream);
    const viaUnit = t + (u.delaySteps ?? 0),
      viaSpill = t + (r.spillDelaySteps ?? 0);
    const dv = dq * dt;
    if (down !== undefined && viaUnit !== viaSpill) {
      // Water earlier (spill faster): more in between; later: less.
      const [from, to, sign] = viaSpill < viaUnit ? [viaSpill, viaUnit, 1] : [viaUnit, viaSpill, -1];
      if (from < T && !fits(down, from, sign * dv, Math.min(to, T))) return false;
      if (from < T) move(down, from, sign * dv, Math.min(to, T));
      // Water now arriving within the horizon instead of after it, or the other way round.
      if (to >= T) transit -= sign * (model.reservoirs[down].terminalWaterValue ?? 0) * dv;
      moved = true;
    }
    plan.reservoirs[ri!].spill[t] += dq;
    plan.penalty += spillPenalty * dq;
    return true;
  };

  /** Physical power of head unit ui at step t running x m3/s, the others as in the plan. */
  const powerAt = (ui: number, t: number, x: number) =>
    unitPower(model.units[ui], x, headAt(model, seats[ui]!, point, ui, t, x));
  /** The flow in [lo, hi] where the power crosses `target` (bisection; power(lo) below, power(hi) above it): the side named. */
  const crossing = (ui: number, t: number, lo: number, hi: number, target: number, side: 'below' | 'above') => {
    const scale = Math.max(lo, hi);
    for (let i = 0; i < 100 && hi - lo > 1e-12 * scale; i++) {
      const mid = (lo + hi) / 2;
      if (powerAt(ui, t, mid) > target) hi = mid;
      else lo = mid;
    }
    return side === 'below' ? lo : hi;
  };
  /** The power ramp of unit ui into step t: the previous step's physical power (the unit's initial power first) and the ramp. */
  const rampOf = (ui: number, t: number) => {
    const u = model.units[ui];
    if (!ramps || u.rampPower === undefined || pumpsWithHead(u)) return undefined;
    const prev = t === 0 ? u.initialPower : powerAt(ui, t - 1, plan.units[ui].discharge[t - 1]);
    return prev === undefined ? undefined : { prev, ramp: u.rampPower };
  };
  const fixedAt = (ui: number, t: number) =>
    !Number.isNaN(optAt(model.units[ui].fixedFlow, t)) || !Number.isNaN(optAt(model.units[ui].fixedPower, t));

  let cuts = 0,
    kept = 0,
    rampRepairs = 0;
  /** Cuts unit ui's discharge at step t to the flow below `target` MW: the water kept upstream, else spilled. */
  const cut = (ui: number, t: number, target: number) => {
    const q = plan.units[ui].discharge;
    const lo = crossing(ui, t, 0, q[t], target, 'below');
    const dq = q[t] - lo;
    const upstream = keepUpstream(ui, t, dq);
    if (!upstream && !spillLikeUnit(ui, t, dq)) return false;
    q[t] = lo;
    if (upstream) moved = true;
    return upstream ? 'kept' : 'spilled';
  };
  /** Raises unit ui's discharge at step t to the flow above `target` MW, drawn from its upstream content. */
  const raise = (ui: number, t: number, target: number) => {
    const u = model.units[ui];
    const q = plan.units[ui].discharge;
    const qMax = u.qMax ?? maxOf(u.turbEffCurves!.flatMap((c) => c.points.map((p) => p.q)));
    if ((q[t] <= 0 && decides(model, u)) || !(powerAt(ui, t, qMax) >= target)) return false;
    const hi = crossing(ui, t, q[t], qMax, target, 'above');
    if (!keepUpstream(ui, t, q[t] - hi)) return false;
    q[t] = hi;
    moved = true;
    return true;
  };
  // A fall too fast that no more flow can repair is repaired by less flow the step before, which can
  // break that step's own ramp: the steps are gone through again until a sweep repairs nothing behind it.
  for (let sweep = 0, back = true; back && sweep < 5; sweep++) {
    back = false;
    for (let t = 0; t < T; t++)
      for (let pass = 0, changed = true; changed && pass < 20; pass++) {
        changed = false;
        seats.forEach((seat, ui) => {
          const u = model.units[ui];
          const q = plan.units[ui].discharge;
          if (!repaired[ui]) return;
          const p = powerAt(ui, t, q[t]);
          // Fixed steps keep their flow against a ramp (a p_max cut is made there too: checkPlan then names the step).
          const r = fixedAt(ui, t) ? undefined : rampOf(ui, t);
          const pMax = u.pMax ?? Infinity;
          if (q[t] > 0 && p > pMax && (!r || pMax <= r.prev + r.ramp)) {
            const how = cut(ui, t, pMax * (1 - BELOW));
            if (!how) return;
            cuts++;
            if (how === 'kept') kept++;
          } else if (r && q[t] > 0 && p > r.prev + r.ramp) {
            if (!cut(ui, t, r.prev + r.ramp - BELOW * (1 + r.ramp))) return;
            rampRepairs++;
          } else if (r && p < r.prev - r.ramp) {
            if (raise(ui, t, r.prev - r.ramp + BELOW * (1 + r.ramp))) rampRepairs++;
            else if (t > 0 && !fixedAt(ui, t - 1) && cut(ui, t - 1, p + r.ramp - BELOW * (1 + r.ramp))) {
              rampRepairs++;
              back = true;
            } else return;
          } else return;
          changed = true;
        });
      }
  }
  if (moved) plan.terminalValue += endValue(model, plan) - value0 + transit;
  return { plan, cuts, kept, ramps: rampRepairs };
}
