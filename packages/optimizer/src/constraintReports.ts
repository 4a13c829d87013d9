import { VOLUME_UNIT, type Lp } from './buildLp.js';
import { isLegacy } from './constraintKinds.js';
import { contentToLevel, levelToContent } from './curves.js';
import { formatTime } from './formatTime.js';
import { optAt } from './series.js';
import type { ConstraintKind, ConstraintReport, OptimizerModel, ReservoirPlan } from './types.js';

const UNIT: Record<ConstraintKind, string> = {
  MIN_LEVEL: 'm',
  MAX_LEVEL: 'm',
  LEVEL_TARGET: 'm',
  MIN_CONTENT: 'm3',
  MAX_CONTENT: 'm3',
  MIN_DISCHARGE: 'm3/s',
  MAX_DISCHARGE: 'm3/s',
  MIN_SPILL: 'm3/s',
  MAX_SPILL: 'm3/s',
  RAMP_FLOW: 'm3/s',
  RAMP_FLOW_UP: 'm3/s',
  RAMP_FLOW_DOWN: 'm3/s',
  MIN_POWER: 'MW',
  MAX_POWER: 'MW',
  RAMP_POWER: 'MW',
  RAMP_POWER_UP: 'MW',
  RAMP_POWER_DOWN: 'MW',
  MUST_RUN: 'MW',
  FORBIDDEN_ZONE: 'MW',
  MIN_ENERGY: 'MWh',
  START_COST: 'EUR',
  STOP_COST: 'EUR',
};
const fmt = (v: number) => String(Number(v.toPrecision(4)));
const TOL = 1e-6;

/**
 * Per constraint with rows of its own: where the plan breaks it, by how much (in its unit; levels in
 * metres from the planned level), the penalty paid, and its shadow price (largest dual of its rows
 * in the LP with on/off decisions fixed: what keeping it costs per unit at the margin). Plus the
 * total cost to add to the plan's penalty and operator messages for the broken ones.
 */
export function constraintReports(
  model: OptimizerModel,
  lp: Lp,
  x: Float64Array,
  dual: Float64Array | null,
  reservoirs: ReservoirPlan[],
) {
  const list = model.constraints ?? [];
  const dt = model.stepSeconds * 1000;
  const reports = new Map<number, ConstraintReport>();
  list.forEach((c, ci) => {
    if (isLegacy(c)) return;
    reports.set(ci, {
      id: c.id,
      label: c.label,
      kind: c.kind,
      tier: c.hard ? 'hard' : (c.tier ?? 'regulatory'),
      activeSteps: lp.cons.active[ci],
      brokenSteps: 0,
      from: null,
      to: null,
      worst: 0,
      unit: UNIT[c.kind],
      cost: 0,
      shadowPrice: 0,
      ...(c.kind === 'START_COST' || c.kind === 'STOP_COST' ? { count: 0 } : {}),
    });
  });
  const resIndex = new Map(model.reservoirs.map((r, i) => [r.id, i]));
  let total = 0;
  for (const r of lp.cons.rows) {
    const c = list[r.c],
      rep = reports.get(r.c)!;
    const slack = (r.lo >= 0 ? x[r.lo] : 0) + (r.hi >= 0 ? x[r.hi] : 0);
    const cost = (r.lo >= 0 ? x[r.lo] * -lp.colCost[r.lo] : 0) + (r.hi >= 0 ? x[r.hi] * -lp.colCost[r.hi] : 0);
    let perUnit = r.scale;
    let amount = slack * r.scale;
    const isLevel = c.kind === 'MIN_LEVEL' || c.kind === 'MAX_LEVEL' || c.kind === 'LEVEL_TARGET';
    if (isLevel) {
      const ri = resIndex.get(c.target)!;
      const curve = model.reservoirs[ri].levelContent!;
      const limit = optAt(c.value, r.step);
      amount =
        slack > TOL
          ? Math.abs((reservoirs[ri].level[r.step] ?? contentToLevel(curve, reservoirs[ri].content[r.step])) - limit)
          : 0;
      // Dual per LP volume unit -> per metre at the limit: m3 per metre of the curve there.
      perUnit = VOLUME_UNIT / ((levelToContent(curve, limit + 0.005) - levelToContent(curve, limit - 0.005)) / 0.01);
    }
    if (dual) rep.shadowPrice = Math.max(rep.shadowPrice, Math.abs(dual[r.row]) / perUnit);
    if (slack <= TOL * Math.max(1, Math.abs(optAt(c.value, r.step)) / r.scale)) continue;
    rep.brokenSteps++;
    rep.worst = Math.max(rep.worst, amount);
    rep.cost += cost;
    const from = model.start + r.first * dt,
      to = model.start + (r.step + 1) * dt;
    rep.from = rep.from === null ? from : Math.min(rep.from, from);
    rep.to = rep.to === null ? to : Math.max(rep.to, to);
    total += cost;
  }
  for (const s of lp.cons.switches) {
    const rep = reports.get(s.c)!;
    const n = x[s.col];
    if (n < 0.5) continue;
    rep.count = (rep.count ?? 0) + 1;
    rep.cost += n * -lp.colCost[s.col];
    total += n * -lp.colCost[s.col];
  }
  const all = [...reports.values()];
  return { reports: all, cost: total, messages: constraintMessages(all, model.timeZone) };
}

/** Operator lines for the constraints a plan breaks. */
export function constraintMessages(reports: readonly ConstraintReport[], timeZone?: string): string[] {
  return reports
    .filter((r) => r.brokenSteps > 0)
    .map(
      (r) =>
        `Constraint "${r.label ?? r.id}" (${r.tier}) is broken ${r.brokenSteps === 1 ? 'once' : `${r.brokenSteps} times`} from ${formatTime(r.from!, timeZone)} to ${formatTime(r.to!, timeZone)}, by up to ${fmt(r.worst)} ${r.unit}: no plan keeps it with the other limits; penalty ${fmt(r.cost)} EUR`,
    );
}

/** One report per constraint from the reports of consecutive windows of the horizon. */
export function mergeReports(parts: readonly ConstraintReport[][]): ConstraintReport[] {
  const by = new Map<string, ConstraintReport>();
  for (const list of parts) {
    for (const r of list) {
      const m = by.get(r.id);
      if (!m) {
        by.set(r.id, { ...r });
        continue;
      }
      m.activeSteps += r.activeSteps;
      m.brokenSteps += r.brokenSteps;
      m.worst = Math.max(m.worst, r.worst);
      m.cost += r.cost;
      m.shadowPrice = Math.max(m.shadowPrice, r.shadowPrice);
      if (r.count !== undefined) m.count = (m.count ?? 0) + r.count;
      if (r.from !== null) m.from = m.from === null ? r.from : Math.min(m.from, r.from);
      if (r.to !== null) m.to = m.to === null ? r.to : Math.max(m.to, r.to);
    }
  }
  return [...by.values()];
}
