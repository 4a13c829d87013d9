import { maxOf, minOf } from '@penstock/domain';
import { contentToLevel, levelToContent } from '../../curves.js';
import { optAt } from '../../series.js';
import type { OptimizerModel, PlanResult } from '../../types.js';
import { headAt } from './headLinearise.js';
import { unitPower } from './headPhysics.js';
import type { HeadSeat } from './headTopology.js';
import { planPoint } from './headValue.js';

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
 * A head plan (LP flows) whose head units keep p_max at their physical power: the LP binds its power
 * limits around the previous iteration's plan, so a plan whose levels moved since can draw a little
 * more than p_max (SHOP basic: 183.3 MW on a 180 MW unit). Where the physics at the plan's own head
 * gives more, the unit's discharge is cut to the flow that gives p_max (its own losses included,
 * bisection). The water it no longer uses stays in its reservoir (as an operator would keep it): the
 * upstream content is higher from that step on, the downstream one lower by the same volume from its
 * arrival, while both keep their hard limits. Where they would not, the water passes the spill when
 * that goes where the unit discharges (same place, same delay); else the unit keeps its flow (checkPlan
 * then names it). Water kept raises later levels and a cut raises the head of the units sharing the
 * plant, so the steps are gone through in order and each is repeated until none is above. Answers the
 * plan with new flows, contents, levels and terminal value (power is valued by the caller) and the cuts
 * made, `kept` of them upstream.
 */
export function keepPMax(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  lin: PlanResult,
): { plan: PlanResult; cuts: number; kept: number } {
  if (!seats.some((seat, ui) => seat && model.units[ui].pMax !== undefined)) return { plan: lin, cuts: 0, kept: 0 };
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

  /** Moves dv m3 into reservoir ri's content from the end of step `from` on, if its hard limits allow. */
  const fits = (ri: number, from: number, dv: number) => {
    const c = plan.reservoirs[ri].content;
    for (let t = from; t < T; t++) {
      const [lo, hi] = hardRange(model, ri, t);
      if (c[t] + dv > hi || c[t] + dv < lo) return false;
    }
    return true;
  };
  const move = (ri: number, from: number, dv: number) => {
    const r = model.reservoirs[ri],
      rp = plan.reservoirs[ri];
    for (let t = from; t < T; t++) {
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
  /** Passes dq m3/s of unit ui at step t over its reservoir's spill (same place, same delay, room). */
  const spillLikeUnit = (ui: number, t: number, dq: number) => {
    const u = model.units[ui];
    const ri = resIdx.get(u.upstream!);
    const r = ri === undefined ? undefined : model.reservoirs[ri];
    if (!r || r.spillAllowed === false || (r.spillTo ?? null) !== (u.downstream ?? null)) return false;
    if ((r.spillDelaySteps ?? 0) !== (u.delaySteps ?? 0)) return false;
    if (r.spillMax !== undefined && plan.reservoirs[ri!].spill[t] + dq > r.spillMax) return false;
    plan.reservoirs[ri!].spill[t] += dq;
    plan.penalty += spillPenalty * dq;
    return true;
  };

  let cuts = 0,
    kept = 0;
  for (let t = 0; t < T; t++)
    for (let pass = 0, changed = true; changed && pass < 20; pass++) {
      changed = false;
      seats.forEach((seat, ui) => {
        const u = model.units[ui];
        const q = plan.units[ui].discharge;
        if (!seat || u.pMax === undefined || !(q[t] > 0)) return;
        const power = (x: number) => unitPower(u, x, headAt(model, seat, point, ui, t, x));
        if (power(q[t]) <= u.pMax) return;
        const target = u.pMax * (1 - BELOW);
        let lo = 0,
          hi = q[t];
        for (let i = 0; i < 100 && hi - lo > 1e-12 * q[t]; i++) {
          const mid = (lo + hi) / 2;
          if (power(mid) > target) hi = mid;
          else lo = mid;
        }
        const dq = q[t] - lo;
        const upstream = keepUpstream(ui, t, dq);
        if (!upstream && !spillLikeUnit(ui, t, dq)) return;
        q[t] = lo;
        cuts++;
        if (upstream) kept++;
        changed = true;
      });
    }
  if (kept) plan.terminalValue += endValue(model, plan) - value0 + transit;
  return { plan, cuts, kept };
}
