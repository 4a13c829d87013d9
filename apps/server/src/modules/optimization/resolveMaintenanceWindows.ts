import { cannotProcess } from '@penstock/domain';
import { solvePlan, type OptimizerModel, type PlanResult } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import type { PlantViewRow } from '../plants/index.js';
import { replanModelOfRange } from './replanModelOfRange.js';
import {
  durationHours,
  HOURLY_CANDIDATES_UP_TO_HOURS,
  optimalMaintenanceTimings,
  rankOutageWindows,
  type MaintenanceCandidate,
  type MaintenanceQuery,
} from './maintenanceTimings.js';

const H = 3_600_000;
/** Days after the range the re-solved plans run on, so water kept back in the outage can still be used. */
export const RESOLVE_TAIL_HOURS = 7 * 24;
/** Longest plan re-solved per candidate (ten weeks of hours). */
export const MAX_RESOLVE_HOURS = 70 * 24;
/** Candidates re-solved after screening by the water-value bound. */
export const RESOLVED_CANDIDATES = 5;
/** Up to this many windows every one is re-solved (exact ranking), e.g. the weekly starts of two months. */
export const RESOLVE_ALL_UP_TO = 12;

/** A window no plan exists for with the outage in it: skipped, with the solver's reason. */
export interface InfeasibleCandidate {
  start: number;
  end: number;
  lost_value_eur: null;
  infeasible: string;
}

export const isPlanned = (c: ResolvedCandidate | InfeasibleCandidate): c is ResolvedCandidate => !('infeasible' in c);

export interface ResolvedCandidate extends MaintenanceCandidate {
  /** The screening estimate: generation the outage displaces in the plan without it x (price - water value), EUR. */
  approx_lost_value_eur: number;
  /** What the outage changes in the re-solved plan. */
  plan_difference: {
    /** The unit's generation in the window in the plan without the outage, and with it, MWh. */
    unit_generation_mwh_before: number;
    unit_generation_mwh_after: number;
    /** Market revenue and value of water left at the end: with the outage minus without, EUR. */
    revenue_change_eur: number;
    terminal_value_change_eur: number;
  };
}

export interface ResolveOptions {
  /** how many of the screened candidates are re-solved (Infinity: all windows) */
  resolve?: number;
  /** start every `stride` hours (default: the timings' rule) */
  strideHours?: number;
  now: number;
}

/** The model with the unit's available power capped at `remaining` MW over [from, to). */
export function withOutage(
  model: OptimizerModel,
  unitId: string,
  from: number,
  to: number,
  remaining: number,
): OptimizerModel {
  const first = Math.round((from - model.start) / H),
    last = Math.round((to - model.start) / H);
  const units = model.units.map((u) => {
    if (u.id !== unitId) return u;
    const avail = Array.from({ length: model.steps }, (_, i) => {
      const a = typeof u.availability === 'number' ? u.availability : (u.availability?.[i] ?? null);
      return i >= first && i < last ? Math.min(a ?? Infinity, remaining) : a;
    });
    return { ...u, availability: avail };
  });
  return { ...model, units };
}

const unitEnergy = (plan: PlanResult, unitId: string, first: number, last: number) =>
  (plan.units.find((u) => u.id === unitId)?.power ?? []).slice(first, last).reduce((a, p) => a + Math.max(0, p), 0);

/**
 * Optimal maintenance timings by re-solving: the plan without the outage is solved, candidates are
 * screened by what its duals say the outage costs (displaced generation x (price - water value); every
 * window when `resolve` is Infinity or there are at most RESOLVE_ALL_UP_TO), then the best `resolve` windows
 * that do not overlap each other are planned again with the full model of a run (constraints, the other active outages, overrides,
 * long-term water values) plus this outage, from the plant's latest measured state to a week after
 * the range. Lost value = objective without the outage - objective with it (EUR), cheapest first,
 * windows overlapping a cheaper one left out.
 */
export async function resolveMaintenanceWindows(
  db: Executor,
  view: PlantViewRow,
  turbineId: string,
  q: MaintenanceQuery,
  signal: AbortSignal,
  opts: ResolveOptions,
): Promise<Array<ResolvedCandidate | InfeasibleCandidate>> {
  // validates the query (400s) and answers whether any window fits
  if (
    !(await optimalMaintenanceTimings(db, view, turbineId, q, signal, { top: 1, strideHours: opts.strideHours })).length
  )
    return [];
  const { model, start } = await replanModelOfRange(db, view, q, {
    now: opts.now,
    part: 'query string',
    tailHours: RESOLVE_TAIL_HOURS,
    maxHours: MAX_RESOLVE_HOURS,
    texts: {
      beforeStart: (iso) => `must not be before the plan's start (${iso}, the latest measured content)`,
      tooLong: `re-solving covers at most ${MAX_RESOLVE_HOURS / 24 - RESOLVE_TAIL_HOURS / 24} days from the plan's start`,
    },
  });
  const solveOrWhy = async (m: OptimizerModel) => {
    signal.throwIfAborted();
    const plan = await solvePlan(m, { signal });
    return plan.status === 'OPTIMAL'
      ? { plan }
      : { why: `The plan could not be solved (${plan.status}): ${plan.messages.slice(0, 3).join('; ')}` };
  };
  // Without the outage there is nothing to compare with: that failure is the whole answer.
  const base0 = await solveOrWhy(model);
  if (!base0.plan) throw cannotProcess(base0.why);
  const without = base0.plan;
  // screening bound from the plan's own duals: generation the outage displaces x (price - water value of the unit's upstream reservoir)
  const unit = model.units.find((u) => u.id === turbineId);
  const power = without.units.find((u) => u.id === turbineId)?.power ?? [];
  const wv = without.reservoirs.find((r) => r.id === unit?.upstream)?.waterValueEnergy ?? [];
  const priceAt = (i: number) => (typeof model.price === 'number' ? model.price : model.price[i]);
  const offset = Math.round((q['start-ts'] - start) / H);
  const rangeHours = Math.floor((q['end-ts'] - q['start-ts']) / H);
  const loss = Array.from(
    { length: rangeHours },
    (_, h) =>
      Math.max(0, (power[offset + h] ?? 0) - q['maintenance-p-max']) *
      Math.max(0, priceAt(offset + h) - (wv[offset + h] ?? 0)),
  );
  const duration = durationHours(q);
  const stride = opts.strideHours ?? (rangeHours > HOURLY_CANDIDATES_UP_TO_HOURS ? 24 : 1);
  const ranked = rankOutageWindows(loss, duration, stride, Infinity).map((w) => ({
    start: q['start-ts'] + w.offset * H,
    end: q['start-ts'] + (w.offset + duration) * H,
    lost_value_eur: w.lost,
  }));
  // few windows are all re-solved: any bound can misorder near-equal ones
  const screened =
    Number.isFinite(opts.resolve) && ranked.length > RESOLVE_ALL_UP_TO
      ? apart(ranked, (c) => c.lost_value_eur).slice(0, opts.resolve)
      : ranked;
  const out: ResolvedCandidate[] = [];
  const skipped: InfeasibleCandidate[] = [];
  for (const c of screened) {
    // One window the plant cannot take the outage in (a constraint it would break, ...) is skipped, naming why.
    const tried = await solveOrWhy(withOutage(model, turbineId, c.start, c.end, q['maintenance-p-max']));
    if (!tried.plan) {
      skipped.push({ start: c.start, end: c.end, lost_value_eur: null, infeasible: tried.why });
      continue;
    }
    const plan = tried.plan;
    const first = (c.start - start) / H,
      last = (c.end - start) / H;
    out.push({
      start: c.start,
      end: c.end,
      lost_value_eur: lostValue(without.objective, plan.objective),
      approx_lost_value_eur: c.lost_value_eur,
      plan_difference: {
        unit_generation_mwh_before: unitEnergy(without, turbineId, first, last),
        unit_generation_mwh_after: unitEnergy(plan, turbineId, first, last),
        revenue_change_eur: plan.revenue - without.revenue,
        terminal_value_change_eur: plan.terminalValue - without.terminalValue,
      },
    });
  }
  return [...apart(out, (c) => c.lost_value_eur), ...skipped];
}

/**
 * Objective without minus with the outage, EUR, rounded to whole euros; differences within the
 * solver's tolerance (1e-7 of the objective) are 0, so equal windows rank by their start, not by noise.
 */
export function lostValue(without: number, withOutage: number): number {
  const diff = without - withOutage;
  return diff <= Math.max(1, 1e-7 * Math.abs(without)) ? 0 : Math.round(diff);
}

/**
 * The windows cheapest first, each kept only if it does not overlap a cheaper one: an hour's shift of
 * the best window is no second choice worth showing (nor worth a solve).
 */
export function apart<C extends { start: number; end: number }>(windows: readonly C[], cost: (c: C) => number): C[] {
  const sorted = [...windows].sort((a, b) => cost(a) - cost(b) || a.start - b.start);
  const kept: C[] = [];
  for (const w of sorted) if (!kept.some((k) => k.start < w.end && w.start < k.end)) kept.push(w);
  return kept;
}
