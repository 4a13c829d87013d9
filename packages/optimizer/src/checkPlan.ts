import { checkReserves } from './checkReserves.js';
import { curveSegments, fillSegments, levelToContent } from './curves.js';
import { at, optAt } from './series.js';
import type { OptimizerModel, PlanResult } from './types.js';
import { maxOf, minOf } from '@penstock/domain';

/**
 * Independent check of a plan against the model (not the LP): water balance per reservoir and step,
 * hard content limits, unit flow/power/ramp/availability/fixed limits, running minima, power on or below the curve,
 * grid reserves (checkReserves).
 * Each residual is measured relative to the size of the quantities in it (plus 1), so `tol` = 1e-6
 * means "exact to 6 digits". Returns the broken checks, empty when the plan is sound.
 */
export function checkPlan(model: OptimizerModel, plan: PlanResult, tol = 1e-6): string[] {
  const bad: string[] = [];
  const T = model.steps,
    dt = model.stepSeconds;
  const ok = (err: number, scale: number) => err <= tol * (1 + Math.abs(scale));
  const resIdx = new Map(model.reservoirs.map((r, i) => [r.id, i]));
  const unitPlan = new Map(plan.units.map((u) => [u.id, u]));
  // Sum of flows into (+) and out of (-) each reservoir per step, m3/s, and their magnitude.
  const net = model.reservoirs.map((r) => Array.from({ length: T }, (_, t) => at(r.inflow, t)));
  const mag = model.reservoirs.map((r) => Array.from({ length: T }, (_, t) => Math.abs(at(r.inflow, t))));
  const add = (id: string | null | undefined, t: number, q: number) => {
    const i = id == null ? undefined : resIdx.get(id);
    if (i === undefined || t < 0 || t >= T) return;
    net[i][t] += q;
    mag[i][t] += Math.abs(q);
  };
  for (const u of model.units) {
    const p = unitPlan.get(u.id)!;
    const d = u.delaySteps ?? 0;
    const hist = u.releaseHistory ?? [];
    hist.forEach((q, j) => add(u.downstream, j - hist.length + d, q));
    for (let t = 0; t < T; t++) {
      add(u.upstream, t, -p.discharge[t]);
      add(u.downstream, t + d, p.discharge[t]);
      add(u.downstream, t, -p.pumped[t]);
      add(u.upstream, t, p.pumped[t]);
    }
  }
  model.reservoirs.forEach((r, i) => {
    const plan_r = plan.reservoirs[i];
    const sh = r.spillHistory ?? [];
    sh.forEach((q, j) => add(r.spillTo, j - sh.length + (r.spillDelaySteps ?? 0), q));
    for (let t = 0; t < T; t++) {
      const s = plan_r.spill[t];
      add(r.id, t, -s);
      add(r.spillTo, t + (r.spillDelaySteps ?? 0), s);
      if (s < -tol) bad.push(`Reservoir ${r.id} spills ${s} m3/s at step ${t}`);
      if (r.spillAllowed === false && s > tol)
        bad.push(`Reservoir ${r.id} spills at step ${t} though spill is not allowed`);
    }
  });
  model.reservoirs.forEach((r, i) => {
    const c = plan.reservoirs[i].content;
    const curve = r.levelContent;
    const hardMin = r.hardMinContent ?? (curve ? minOf(curve.map((p) => p.content)) : 0);
    const hardMax = r.hardMaxContent ?? (curve ? maxOf(curve.map((p) => p.content)) : Infinity);
    for (let t = 0; t < T; t++) {
      const prev = t === 0 ? r.initialContent : c[t - 1];
      const err = Math.abs(c[t] - prev - net[i][t] * dt);
      if (!ok(err, Math.max(Math.abs(prev), mag[i][t] * dt)))
        bad.push(`Reservoir ${r.id} water balance off by ${err} m3 at step ${t}`);
      if (!ok(hardMin - c[t], hardMin) || !ok(c[t] - hardMax, hardMax))
        bad.push(`Reservoir ${r.id} content ${c[t]} outside [${hardMin}, ${hardMax}] at step ${t}`);
      for (const k of model.constraints ?? []) {
        if (
          k.target !== r.id ||
          !k.hard ||
          t < (k.fromStep ?? 0) ||
          t >= (k.toStep ?? Infinity) ||
          !/^(MIN|MAX)_(LEVEL|CONTENT)$/.test(k.kind)
        )
          continue;
        const kv = optAt(k.value, t);
        if (Number.isNaN(kv)) continue;
        const v = k.kind.endsWith('LEVEL') ? levelToContent(curve!, kv) : kv;
        if (k.kind.startsWith('MIN') && !ok(v - c[t], v)) bad.push(`Reservoir ${r.id} below hard ${k.id} at step ${t}`);
        if (k.kind.startsWith('MAX') && !ok(c[t] - v, v)) bad.push(`Reservoir ${r.id} above hard ${k.id} at step ${t}`);
      }
    }
    if (r.targetEndContent !== undefined && !ok(r.targetEndContent - c[T - 1], r.targetEndContent))
      bad.push(`Reservoir ${r.id} misses its target end content`);
  });
  for (const u of model.units) {
    const p = unitPlan.get(u.id)!;
    const segs = u.curve && u.type !== 'GATE' && u.type !== 'PUMP' ? curveSegments(u.curve, u.id) : [];
    const k = u.pumpPowerPerFlow ?? 0;
    for (let t = 0; t < T; t++) {
      const q = p.discharge[t],
        qp = p.pumped[t];
      const gen = p.power[t] + qp * k;
      if (q < -tol || qp < -tol) bad.push(`Unit ${u.id} negative flow at step ${t}`);
      if (u.type === 'PUMP' && q > tol) bad.push(`Pump ${u.id} generates at step ${t}`);
      if (!ok((u.qMin ?? 0) - q, q) || !ok(q - (u.qMax ?? Infinity), q))
        bad.push(`Unit ${u.id} discharge ${q} outside its limits at step ${t}`);
      if (!ok(qp - (u.pumpQMax ?? Infinity), qp)) bad.push(`Unit ${u.id} pumps ${qp} above its limit at step ${t}`);
      if (segs.length) {
        const { value: best, rest } = fillSegments(q, segs);
        if (!ok(rest, q) || !ok(gen - best, best))
          bad.push(`Unit ${u.id} power ${gen} MW above its curve at ${q} m3/s, step ${t}`);
        if (
          !ok(gen - (u.pMax ?? Infinity), gen) ||
          (!(optAt(u.availability, t) < (u.pMin ?? 0)) && !ok((u.pMin ?? 0) - gen, gen))
        )
          bad.push(`Unit ${u.id} power ${gen} outside its limits at step ${t}`);
      } else if (u.turbEffCurves?.length && !ok(gen - (u.pMax ?? Infinity), gen))
        // head units have no fixed curve: their stored power is the physics, which must keep p_max too
        bad.push(`Unit ${u.id} power ${gen} above its p_max ${u.pMax} at step ${t}`);
      // semi-continuous: running at least the technical minimum, or standing still (fixed steps excepted)
      if (Number.isNaN(optAt(u.fixedPower, t)) && Number.isNaN(optAt(u.fixedFlow, t))) {
        if (q > tol && (!ok((u.runMinFlow ?? 0) - q, q) || (u.type !== 'GATE' && !ok((u.runMinPower ?? 0) - gen, gen))))
          bad.push(`Unit ${u.id} runs at ${q} m3/s, ${gen} MW below its running minimum at step ${t}`);
        if (qp > tol && (!ok((u.pumpRunMinFlow ?? 0) - qp, qp) || !ok((u.pumpRunMinPower ?? 0) - qp * k, qp * k)))
          bad.push(`Unit ${u.id} pumps ${qp} m3/s below its pumping minimum at step ${t}`);
      }
      const avail = optAt(u.availability, t);
      if (!Number.isNaN(avail) && (!ok(gen - avail, avail) || !ok(qp * k - avail, avail)))
        bad.push(`Unit ${u.id} above its availability at step ${t}`);
      const fp = optAt(u.fixedPower, t),
        fq = optAt(u.fixedFlow, t);
      if (!Number.isNaN(fp) && !ok(Math.abs(p.power[t] - fp), fp))
        bad.push(`Unit ${u.id} power ${p.power[t]} differs from fixed ${fp} at step ${t}`);
      if (!Number.isNaN(fq) && !ok(Math.abs((u.type === 'PUMP' ? qp : q) - fq), fq))
        bad.push(`Unit ${u.id} flow differs from fixed ${fq} at step ${t}`);
      const prevP = t === 0 ? u.initialPower : p.power[t - 1];
      if (
        u.rampPower !== undefined &&
        prevP !== undefined &&
        !ok(Math.abs(p.power[t] - prevP) - u.rampPower, u.rampPower)
      )
        bad.push(`Unit ${u.id} ramps power too fast at step ${t}`);
      const flow = u.type === 'PUMP' ? qp : q;
      const prevQ = t === 0 ? u.initialFlow : u.type === 'PUMP' ? p.pumped[t - 1] : p.discharge[t - 1];
      if (u.rampFlow !== undefined && prevQ !== undefined && !ok(Math.abs(flow - prevQ) - u.rampFlow, u.rampFlow))
        bad.push(`Unit ${u.id} ramps flow too fast at step ${t}`);
      for (const c of model.constraints ?? []) {
        // Soft constraints (with a tier) may be broken at a price; only the hard limits are checked.
        if (
          c.target !== u.id ||
          (c.tier !== undefined && !c.hard) ||
          t < (c.fromStep ?? 0) ||
          t >= (c.toStep ?? Infinity)
        )
          continue;
        const v = optAt(c.value, t);
        if (Number.isNaN(v)) continue;
        if (c.kind === 'MIN_DISCHARGE' && !ok(v - q, v)) bad.push(`Unit ${u.id} below ${c.id} at step ${t}`);
        if (c.kind === 'MAX_DISCHARGE' && !ok(q - v, v)) bad.push(`Unit ${u.id} above ${c.id} at step ${t}`);
      }
    }
  }
  for (const b of checkReserves(model, plan, ok)) bad.push(b);
  return bad;
}
