import type { Highs } from 'highs';
import { aggregateModel } from './aggregateModel.js';
import type { Conflict } from './buildLp.js';
import { constraintMessages, mergeReports } from './constraintReports.js';
import { groupConflicts } from './groupConflicts.js';
import { at, optAt } from './series.js';
import { sliceModel, type WindowStart } from './sliceModel.js';
import { solveLp } from './solveLp.js';
import type { SolverOptions } from './solveOptions.js';
import type { ConstraintReport, OptimizerModel, PlanResult } from './types.js';
import { appendAll } from '@penstock/domain';
import { appendReserves, emptyReservePlans, reserveTotalsOver } from './windowReserves.js';

/** A window's reports without breaks that start in its overlap (counted by the next window). */
function keptReports(list: readonly ConstraintReport[], end: number): ConstraintReport[] {
  return list.map((r) =>
    r.from !== null && r.from >= end ? { ...r, brokenSteps: 0, from: null, to: null, worst: 0, cost: 0 } : r,
  );
}

export interface WindowOptions {
  /** Steps per window (default two weeks, at most 672 steps). */
  windowSteps?: number;
  /** Steps merged into one step of the coarse model (default one day). */
  coarseSteps?: number;
  /** Steps each window looks beyond its end and then drops (default one coarse step). */
  overlapSteps?: number;
}

/** The first n steps of a window's plan (its revenue and penalty recounted for them). */
function keep(r: PlanResult, n: number): PlanResult {
  if (r.status !== 'OPTIMAL' || r.units[0]?.power.length === n || r.reservoirs[0]?.content.length === n) return r;
  const frac = <T>(a: T[]) => a.slice(0, n);
  return {
    ...r,
    units: r.units.map((u) => ({
      ...u,
      power: frac(u.power),
      discharge: frac(u.discharge),
      pumped: frac(u.pumped),
      ...(u.scheduledPower ? { scheduledPower: frac(u.scheduledPower) } : {}),
    })),
    reservoirs: r.reservoirs.map((x) => ({
      ...x,
      content: frac(x.content),
      level: frac(x.level),
      spill: frac(x.spill),
      waterValue: frac(x.waterValue),
      waterValueEnergy: frac(x.waterValueEnergy),
      softViolation: frac(x.softViolation),
    })),
  };
}

/**
 * Long horizons: one LP over the whole year is too slow for single-threaded WebAssembly (the simplex
 * needs ~150k iterations), so a coarse daily LP values the water at each window's end and the windows (two weeks) are
 * solved in turn at full resolution, each starting where the last ended (contents, water in transit,
 * last power for ramps). Every window obeys all limits; the plan is near-optimal, not optimal.
 */
export function solveInWindows(
  highs: Highs,
  model: OptimizerModel,
  opts: WindowOptions & SolverOptions = {},
): PlanResult {
  const T = model.steps;
  const day = Math.max(1, Math.round(86400 / model.stepSeconds));
  const k = opts.coarseSteps ?? day;
  const W = Math.max(k, Math.round((opts.windowSteps ?? Math.min(14 * day, 672)) / k) * k);
  const coarse = solveLp(highs, aggregateModel(model, k), opts);
  if (coarse.status !== 'OPTIMAL') return { ...coarse, stats: { ...coarse.stats, method: 'windows' } };
  const start: WindowStart = {
    content: model.reservoirs.map((r) => r.initialContent),
    releases: model.units.map((u) => [...(u.releaseHistory ?? [])]),
    spills: model.reservoirs.map((r) => [...(r.spillHistory ?? [])]),
    power: model.units.map((u) => u.initialPower),
    flow: model.units.map((u) => u.initialFlow),
  };
  const plan: PlanResult = {
    status: 'OPTIMAL',
    objective: 0,
    revenue: 0,
    terminalValue: 0,
    penalty: 0,
    units: model.units.map((u) => ({ id: u.id, power: [], discharge: [], pumped: [] })),
    reservoirs: model.reservoirs.map((r) => ({
      id: r.id,
      content: [],
      level: [],
      spill: [],
      waterValue: [],
      waterValueEnergy: [],
      energyEquivalent: 0,
      softViolation: [],
    })),
    messages: [],
    constraints: [],
    stats: { ...coarse.stats, method: 'windows' },
  };
  const reserves = model.reserves?.length ? emptyReservePlans(model) : undefined;
  if (reserves) for (const u of plan.units) if (model.reserves!.some((g) => g.unit === u.id)) u.scheduledPower = [];
  const reports: ConstraintReport[][] = [];
  const overlap = opts.overlapSteps ?? k;
  for (let from = 0; from < T; from += W) {
    const to = Math.min(T, from + W);
    // Each window looks a little further (so ramps and delays see past its end) and values the water
    // left then at what the coarse plan says it is worth.
    const end = Math.min(T, to + overlap);
    const endValue =
      end < T
        ? coarse.reservoirs.map((r) => r.waterValue[Math.min(r.waterValue.length - 1, Math.floor(end / k))])
        : null;
    const r = keep(solveLp(highs, sliceModel(model, from, end, start, endValue), opts), to - from);
    plan.stats.rows = Math.max(plan.stats.rows, r.stats.rows);
    plan.stats.cols = Math.max(plan.stats.cols, r.stats.cols);
    plan.stats.nonzeros = Math.max(plan.stats.nonzeros, r.stats.nonzeros);
    plan.stats.buildMs += r.stats.buildMs;
    plan.stats.solveMs += r.stats.solveMs;
    plan.stats.iterations += r.stats.iterations;
    if (r.stats.mip) {
      const m = plan.stats.mip;
      plan.stats.mip = m
        ? {
            binaries: Math.max(m.binaries, r.stats.mip.binaries),
            gap: Math.max(m.gap, r.stats.mip.gap),
            ms: m.ms + r.stats.mip.ms,
            nodes: m.nodes + r.stats.mip.nodes,
            budgetSpent: m.budgetSpent || r.stats.mip.budgetSpent,
            rounded: !!m.rounded && !!r.stats.mip.rounded,
            targetGap: r.stats.mip.targetGap,
            work: (m.work ?? 0) + (r.stats.mip.work ?? 0),
            workLimit: (m.workLimit ?? 0) + (r.stats.mip.workLimit ?? 0),
          }
        : { ...r.stats.mip };
    }
    if (r.status !== 'OPTIMAL') return { ...plan, status: r.status, objective: NaN, messages: r.messages };
    // Only the kept steps count: the overlap is solved again by the next window.
    reports.push(keptReports(r.constraints ?? [], model.start + to * model.stepSeconds * 1000));
    r.units.forEach((u, i) => {
      const p = plan.units[i];
      appendAll(p.power, u.power);
      appendAll(p.discharge, u.discharge);
      appendAll(p.pumped, u.pumped);
      if (p.scheduledPower) appendAll(p.scheduledPower, u.scheduledPower ?? u.power);
      appendAll(start.releases[i], u.discharge);
      start.power[i] = u.power[u.power.length - 1];
      start.flow[i] = u.discharge[u.discharge.length - 1];
    });
    r.reservoirs.forEach((x, i) => {
      const p = plan.reservoirs[i];
      appendAll(p.content, x.content);
      appendAll(p.level, x.level);
      appendAll(p.spill, x.spill);
      appendAll(p.waterValue, x.waterValue);
      appendAll(p.waterValueEnergy, x.waterValueEnergy);
      appendAll(p.softViolation, x.softViolation);
      p.energyEquivalent = x.energyEquivalent;
      start.content[i] = x.content[x.content.length - 1];
      appendAll(start.spills[i], x.spill);
    });
    if (reserves) appendReserves(reserves, r, to - from);
    if (to === T) plan.terminalValue = r.terminalValue;
  }
  // Revenue and penalties of the kept steps, as extractPlan counts them.
  const hours = model.stepSeconds / 3600;
  plan.revenue = 0;
  for (const u of plan.units) {
    const sold = u.scheduledPower ?? u.power;
    for (let t = 0; t < T; t++) plan.revenue += at(model.price, t) * sold[t] * hours;
  }
  const soft = model.penalties?.softLimit ?? 10,
    spill = model.penalties?.spill ?? 1e-4;
  const conflicts: Conflict[] = [];
  plan.penalty = 0;
  plan.reservoirs.forEach((x, i) => {
    const name = model.reservoirs[i].name ?? x.id;
    for (let t = 0; t < T; t++) {
      plan.penalty += x.spill[t] * model.stepSeconds * spill + Math.abs(x.softViolation[t]) * soft;
      const time = model.start + (t + 1) * model.stepSeconds * 1000;
      if (x.softViolation[t] > 1e-3)
        conflicts.push({
          key: `u${i}`,
          step: t,
          time,
          text: `Reservoir ${name} is planned below its minimum level or content at {time}: not enough water`,
        });
      if (x.softViolation[t] < -1e-3)
        conflicts.push({
          key: `o${i}`,
          step: t,
          time,
          text: `Reservoir ${name} is planned above its maximum level or content at {time}: more water than it can release`,
        });
    }
  });
  plan.constraints = mergeReports(reports);
  // Windows overlap, so count active steps on the whole horizon.
  for (const c of plan.constraints) {
    const k = model.constraints!.find((x) => x.id === c.id)!;
    c.activeSteps = 0;
    for (let t = k.fromStep ?? 0; t < Math.min(T, k.toStep ?? T); t++)
      if (!Number.isNaN(optAt(k.value, t))) c.activeSteps++;
  }
  for (const c of plan.constraints) plan.penalty += c.cost;
  let reserveRevenue = 0;
  if (reserves) {
    const totals = reserveTotalsOver(model, reserves);
    plan.reserves = reserves;
    plan.reserveRevenue = reserveRevenue = totals.revenue;
    plan.penalty += totals.penalty;
    appendAll(conflicts, totals.conflicts);
  }
  plan.messages = [
    ...constraintMessages(plan.constraints, model.timeZone),
    ...groupConflicts(conflicts, model.timeZone),
  ];
  plan.objective = plan.revenue + reserveRevenue - plan.penalty + plan.terminalValue;
  return plan;
}
