import {
  appendAll,
  constraintSteps,
  constraintType,
  enforcedUntil,
  localCalendar,
  type ConstraintValue,
} from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import { hourlyEffectiveValues } from '../series/index.js';
import { physicalPlant, plantControlUnits } from '../plants/index.js';
import { createConstraintsRepo } from './constraints.repo.js';
import { constraintTimeline } from './constraintTimeline.js';
import { replaceViolations, type FoundViolation } from './violations.repo.js';
import { enforcesFutureLevelTargets } from './futureLevelTargets.js';

const H = 3_600_000;

/**
 * What a type checks against which hourly series. null: never a violation: start and stop costs are
 * prices the optimiser weighs against the value of water, not limits an operator set, so a plan
 * that starts or stops a unit breaks nothing (the run log shows the starts, stops and their cost).
 * An energy target is checked per period (see energyShortfalls), not per hour.
 */
function check(
  optimizer: string | null,
  name: string,
): { quantity: string; test: 'min' | 'max' | 'up' | 'down' | 'target' | 'on' | 'zone' | 'energy' } | null {
  switch (optimizer) {
    case 'MIN_ENERGY':
      return { quantity: 'power', test: 'energy' };
    case 'MIN_LEVEL':
      return { quantity: 'level', test: 'min' };
    case 'MAX_LEVEL':
      return { quantity: 'level', test: 'max' };
    case 'LEVEL_TARGET':
      return { quantity: 'level', test: 'target' };
    case 'MIN_CONTENT':
      return { quantity: 'content', test: 'min' };
    case 'MAX_CONTENT':
      return { quantity: 'content', test: 'max' };
    case 'MIN_SPILL':
      return { quantity: 'spill', test: 'min' };
    case 'MAX_SPILL':
      return { quantity: 'spill', test: 'max' };
    case 'MIN_DISCHARGE':
      return { quantity: name.endsWith('gate_opening') ? 'gate_opening' : 'discharge', test: 'min' };
    case 'MAX_DISCHARGE':
      return { quantity: name.endsWith('gate_opening') ? 'gate_opening' : 'discharge', test: 'max' };
    case 'MIN_POWER':
      return { quantity: 'power', test: 'min' };
    case 'MAX_POWER':
      return { quantity: 'power', test: 'max' };
    case 'RAMP_POWER_UP':
      return { quantity: 'power', test: 'up' };
    case 'RAMP_POWER_DOWN':
      return { quantity: 'power', test: 'down' };
    case 'RAMP_FLOW_UP':
      return { quantity: 'discharge', test: 'up' };
    case 'RAMP_FLOW_DOWN':
      return { quantity: 'discharge', test: 'down' };
    case 'MUST_RUN':
      return { quantity: 'power', test: 'on' };
    case 'FORBIDDEN_ZONE':
      return { quantity: 'power', test: 'zone' };
    default:
      return null;
  }
}

/**
 * An energy target (MWh, "at least this much over each active period", as the optimiser reads it):
 * each run of consecutive active hours is a period; its energy is the actual generation before the
 * split plus the planned after it. A period short of its target (the target of its first hour) is one
 * violation over the whole period, worst value the energy reached, limit the target; it comes from
 * the plan when any of its hours does. A period is judged only when it lies wholly in the checked
 * hours (an inactive hour before and after it) and every hour of it has a value: a period that runs
 * past the window, or lacks data, is not accused on part of its energy.
 */
export function energyShortfalls(
  limits: readonly (number | null)[],
  energyAt: (i: number) => number | null,
  at: (i: number) => number,
  split: number,
  constraintId: string,
): FoundViolation[] {
  const out: FoundViolation[] = [];
  for (let first = 1; first < limits.length; first++) {
    if (limits[first] === null || limits[first - 1] !== null) continue;
    let last = first;
    while (last + 1 < limits.length && limits[last + 1] !== null) last++;
    if (last + 1 >= limits.length) break; // runs past the window
    let energy = 0;
    let complete = true;
    for (let i = first; i <= last; i++) {
      const e = energyAt(i);
      if (e === null) {
        complete = false;
        break;
      }
      energy += e;
    }
    const target = limits[first]!;
    const end = at(last + 1);
    if (complete && energy < target - 1e-6)
      out.push({
        constraint_id: constraintId,
        source: end > split ? 'plan' : 'actual',
        start: at(first),
        end,
        worst_value: energy,
        limit_value: target,
      });
    first = last;
  }
  return out;
}

/**
 * Violations per hour of [from, to) of a plant: actuals before the previous full hour, the current plan
 * (latest run, else the stored plan) from it on, against every non-draft constraint's value in that hour (versions, status history and
 * pattern as the optimiser sees them). Consecutive broken hours of one constraint and source become one
 * span with the worst value and the limit there. Gate openings are compared in cm (ratio x full opening).
 */
export async function findViolations(
  db: Executor,
  plantId: string,
  from: number,
  to: number,
  now: number,
): Promise<FoundViolation[]> {
  const plant = await physicalPlant(plantId, db);
  if (!plant) throw new Error(`no plant ${plantId}`);
  const repo = createConstraintsRepo(db as Db);
  const rows = (await repo.list({ physicalPlantIds: [plantId] })).filter((r) => r.status !== 'draft');
  if (!rows.length) return [];
  const split = Math.floor(now / H) * H;
  const start = Math.floor(from / H) * H,
    steps = Math.ceil((to - start) / H);
  const cal = localCalendar(plant.market_timezone, start, H, steps);
  const [versions, history, futureLevelTargets] = await Promise.all([
    repo.versions(rows.map((r) => r.id)),
    repo.history(rows.map((r) => r.id)),
    enforcesFutureLevelTargets(db, plant, now),
  ]);
  const units = await plantControlUnits(plantId, db);
  const unitIds = units.map((u) => u.id);
  const cache = new Map<string, Promise<Map<string, Map<number, number>>>>();
  const series = (ids: string[], quantity: string, kind: 'actual' | 'plan') => {
    const key = `${quantity}|${kind}|${ids.join(',')}`;
    if (!cache.has(key)) cache.set(key, hourlyEffectiveValues(ids, quantity, kind, start - H, start + steps * H, db));
    return cache.get(key)!;
  };
  const out: FoundViolation[] = [];
  for (const r of rows) {
    const type = constraintType(r.type_name);
    const c = type ? check(type.optimizer, type.name) : null;
    if (!type || !c) continue;
    const timeline = constraintTimeline(r, versions, history);
    if (!timeline) continue;
    const { subject, versions: vs } = timeline;
    // as the optimiser: a future level target is not enforced without its module, so its plan hours break nothing
    const until = enforcedUntil(r.type_name, split, futureLevelTargets);
    const limits = constraintSteps(subject, vs, plant.plant_state, cal, start, H, until);
    // a level target is checked at the end of each run of active hours: the end as the constraint has it, not where the gate cuts it
    const ends = until === Infinity ? limits : constraintSteps(subject, vs, plant.plant_state, cal, start, H);
    if (limits.every((v) => v === null)) continue;
    const ids = type.constrainable_type === 'Plant' ? unitIds : [r.constrainable_id];
    const [actual, plan] = await Promise.all([series(ids, c.quantity, 'actual'), series(ids, c.quantity, 'plan')]);
    /** The quantity at an hour: summed over the plant's units for a Plant constraint. */
    const value = (ts: number): number | null => {
      const src = ts < split ? actual : plan;
      let sum: number | null = null;
      for (const id of ids) {
        const v = src.get(id)?.get(ts);
        if (v !== undefined) sum = (sum ?? 0) + v;
      }
      return sum;
    };
    const scale =
      c.quantity === 'gate_opening' ? (units.find((u) => u.id === r.constrainable_id)?.gate_opening_cm_max ?? 100) : 1;
    const num = (v: ConstraintValue) => (typeof v === 'number' ? v * scale : v.min);
    if (c.test === 'energy') {
      // hourly mean MW over one hour = MWh
      appendAll(
        out,
        energyShortfalls(
          limits.map((l) => (l === null ? null : num(l))),
          (i) => value(start + i * H),
          (i) => start + i * H,
          split,
          r.id,
        ),
      );
      continue;
    }
    let span: FoundViolation | null = null;
    const close = () => {
      if (span) out.push(span);
      span = null;
    };
    for (let i = 0; i < steps; i++) {
      const ts = start + i * H;
      const lim = limits[i];
      const x = value(ts);
      let broken: { worst: number; limit: number; by: number } | null = null;
      if (lim !== null && x !== null) {
        const l = num(lim);
        const prev = value(ts - H);
        if (c.test === 'min' && x < l - 1e-6) broken = { worst: x, limit: l, by: l - x };
        if (c.test === 'max' && x > l + 1e-6) broken = { worst: x, limit: l, by: x - l };
        if (c.test === 'up' && prev !== null && x - prev > l + 1e-6)
          broken = { worst: x - prev, limit: l, by: x - prev - l };
        if (c.test === 'down' && prev !== null && prev - x > l + 1e-6)
          broken = { worst: prev - x, limit: l, by: prev - x - l };
        if (c.test === 'target' && ends[i + 1] === null && Math.abs(x - l) > 0.01)
          broken = { worst: x, limit: l, by: Math.abs(x - l) };
        if (c.test === 'on' && x <= Math.max(1e-6, l - 1e-6)) broken = { worst: x, limit: l, by: l - x };
        if (c.test === 'zone' && typeof lim === 'object' && x > lim.min + 1e-6 && x < lim.max - 1e-6)
          broken = {
            worst: x,
            limit: x - lim.min < lim.max - x ? lim.min : lim.max,
            by: Math.min(x - lim.min, lim.max - x),
          };
      }
      const source = ts < split ? 'actual' : 'plan';
      if (!broken) {
        close();
        continue;
      }
      const s = span as FoundViolation | null;
      if (s && s.end === ts && s.source === source) {
        s.end = ts + H;
        if (broken.by > Math.abs(s.worst_value - s.limit_value)) {
          s.worst_value = broken.worst;
          s.limit_value = broken.limit;
        }
      } else {
        close();
        span = {
          constraint_id: r.id,
          source,
          start: ts,
          end: ts + H,
          worst_value: broken.worst,
          limit_value: broken.limit,
        };
      }
    }
    close();
  }
  return out;
}

/** Detects and stores the violations of [from, to) of a plant, replacing those stored for that range (one transaction). */
export async function refreshViolations(
  db: Db,
  plantId: string,
  from: number,
  to: number,
  now: number,
): Promise<number> {
  const found = await findViolations(db, plantId, from, to, now);
  await replaceViolations(db, plantId, from, to, found, now);
  return found.length;
}
