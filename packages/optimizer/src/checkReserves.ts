import { curveSegments } from './curves.js';
import { blockIndex } from './parts/reserves/reserveBlocks.js';
import { optAt } from './series.js';
import type { OptimizerModel, PlanResult } from './types.js';

/**
 * Independent check of a plan's grid reserves against the model (checkPlan calls it): held MW >= 0,
 * constant over each block and 0 outside the reserve's validity; an obligation's held + shortfall
 * covers it; per unit and step the schedule plus upward reserves within the available power and the
 * schedule minus downward reserves at least the hard minimum (0 without downward reserve); the unit's
 * power equals its schedule plus the expected net activation; upward spinning reserve only while the
 * unit runs (generating or pumping).
 */
export function checkReserves(
  model: OptimizerModel,
  plan: PlanResult,
  ok: (err: number, scale: number) => boolean,
): string[] {
  const reserves = model.reserves ?? [];
  if (!reserves.length) return [];
  const bad: string[] = [];
  const T = model.steps;
  const found = new Map((plan.reserves ?? []).map((p) => [p.id, p]));
  const up = new Map<string, Float64Array>(),
    down = new Map<string, Float64Array>(),
    act = new Map<string, Float64Array>(),
    spinUp = new Map<string, Float64Array>();
  const sum = (m: Map<string, Float64Array>, id: string) => m.get(id) ?? m.set(id, new Float64Array(T)).get(id)!;
  for (const g of reserves) {
    const p = found.get(g.id);
    if (!p) {
      bad.push(`Grid reserve ${g.id} missing from the plan`);
      continue;
    }
    const from = g.fromStep ?? 0,
      to = Math.min(T, g.toStep ?? T);
    const shares = g.direction === 'positive' ? [1, 0] : g.direction === 'negative' ? [0, 1] : [0.5, 0.5];
    for (let t = 0; t < T; t++) {
      const h = p.held[t];
      if (h < -1e-9) bad.push(`Grid reserve ${g.id} holds ${h} MW at step ${t}`);
      if ((t < from || t >= to) && Math.abs(h) > 1e-9)
        bad.push(`Grid reserve ${g.id} held outside its validity at step ${t}`);
      if (t > from && t < to && blockIndex(g, t) === blockIndex(g, t - 1) && !ok(Math.abs(h - p.held[t - 1]), h))
        bad.push(`Grid reserve ${g.id} changes within a block at step ${t}`);
      const mw = optAt(g.mw, t);
      if (t >= from && t < to && g.mode === 'included' && mw > 0 && !ok(Math.max(0, mw - h - p.shortfall[t]), mw))
        bad.push(`Grid reserve ${g.id} neither holds nor reports its ${mw} MW at step ${t}`);
      if (g.direction !== 'negative') sum(up, g.unit)[t] += h;
      if (g.direction !== 'positive') sum(down, g.unit)[t] += h;
      if (g.type === 'spinning' && g.direction !== 'negative') sum(spinUp, g.unit)[t] += h;
      sum(act, g.unit)[t] += g.activationFactor * (shares[0] - shares[1]) * h;
    }
  }
  for (const u of model.units) {
    const a = act.get(u.id);
    if (!a) continue;
    const p = plan.units.find((x) => x.id === u.id)!;
    const s = p.scheduledPower;
    if (!s) {
      bad.push(`Unit ${u.id} holds grid reserves but has no scheduled power`);
      continue;
    }
    const full = u.curve?.length ? curveSegments(u.curve, u.id).reduce((x, g) => x + g.dq * g.slope, 0) : Infinity;
    const pumpPower =
      u.type === 'PUMP_TURBINE'
        ? (u.pumpPowerPerFlow ?? 0) *
          (u.pumpQMax ?? (u.pMax !== undefined && u.pumpPowerPerFlow ? u.pMax / u.pumpPowerPerFlow : 0))
        : 0;
    for (let t = 0; t < T; t++) {
      const avail = Math.min(
        full,
        u.pMax ?? Infinity,
        Number.isNaN(optAt(u.availability, t)) ? Infinity : optAt(u.availability, t),
      );
      const pMin = optAt(u.availability, t) < (u.pMin ?? 0) ? 0 : (u.pMin ?? 0);
      const upT = up.get(u.id)?.[t] ?? 0,
        downT = down.get(u.id)?.[t] ?? 0;
      if (!ok(Math.abs(p.power[t] - s[t] - a[t]), p.power[t]))
        bad.push(`Unit ${u.id}: power is not schedule + activation at step ${t}`);
      if (!ok(s[t] + upT - avail, avail)) bad.push(`Unit ${u.id}: no headroom for its upward reserves at step ${t}`);
      // A pump turbine's schedule may go down to minus its largest pumping power (downward reserve by pumping more).
      const floor = pumpPower > 0 ? -pumpPower : downT > 0 ? pMin : 0;
      if (!ok(floor - (s[t] - downT), s[t]))
        bad.push(`Unit ${u.id}: no footroom for its downward reserves at step ${t}`);
      if ((spinUp.get(u.id)?.[t] ?? 0) > 1e-6 && !(p.discharge[t] > 0) && !(p.pumped[t] > 0))
        bad.push(`Unit ${u.id} holds spinning reserve while stopped at step ${t}`);
    }
  }
  return bad;
}
