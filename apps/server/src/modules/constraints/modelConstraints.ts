import { constraintSteps, constraintType, enforcedUntil, localCalendar, type ConstraintValue } from '@penstock/domain';
import type { GeneralConstraint, OptimizerModel } from '@penstock/optimizer';
import type { Executor } from '../../db/schema.js';
import { gateCurves } from '../plants/index.js';
import { createConstraintsRepo } from './constraints.repo.js';
import { constraintTimeline } from './constraintTimeline.js';
import { enforcesFutureLevelTargets } from './futureLevelTargets.js';

const H = 3_600_000;

/** What a run records about each constraint it used (run inputs). */
export interface UsedConstraint {
  id: string;
  type_name: string;
  constrainable_id: string;
  constrainable_name: string;
  /** Hours of the horizon it applies in. */
  active_hours: number;
  tier: string;
  /** How the plan kept it (set once the run solved). */
  outcome?: {
    broken_hours: number;
    from: number | null;
    to: number | null;
    worst: number;
    unit: string;
    cost_eur: number;
    shadow_price: number;
    count?: number;
  };
}

/** Throughput (m3/s) of a gate at a share of its full opening, from its opening-to-throughput points. */
function gateFlow(
  points: { opening_cm: number; throughput: number }[],
  maxCm: number | null,
  ratio: number,
  qMax: number | undefined,
): number {
  if (points.length < 2) return ratio * (qMax ?? 0);
  const sorted = [...points].sort((a, b) => a.opening_cm - b.opening_cm);
  const cm = ratio * (maxCm ?? sorted[sorted.length - 1].opening_cm);
  let i = 1;
  while (i < sorted.length - 1 && cm > sorted[i].opening_cm) i++;
  const a = sorted[i - 1],
    b = sorted[i];
  return Math.max(
    0,
    a.throughput + ((b.throughput - a.throughput) * (cm - a.opening_cm)) / (b.opening_cm - a.opening_cm),
  );
}

/**
 * Every non-draft constraint of the plant that applies in the model's horizon, expanded per hourly
 * step from its versions (Live plants keep past versions), status history and recurring pattern in
 * the plant's zone, as the optimiser's GeneralConstraints with the type's tier. Returns notes for
 * the run's log and what the run used.
 */
export async function modelConstraints(
  db: Executor,
  plant: { id: string; market_timezone: string; plant_state: string },
  model: OptimizerModel,
  now: number,
) {
  const repo = createConstraintsRepo(db);
  const rows = (await repo.list({ physicalPlantIds: [plant.id] })).filter((r) => r.status !== 'draft');
  const notes: string[] = [];
  const used: UsedConstraint[] = [];
  const constraints: GeneralConstraint[] = [];
  if (!rows.length) return { constraints, used, notes };
  if (model.stepSeconds !== 3600) throw new Error('Constraints are expanded on an hourly grid');
  const [versions, history, advanced] = await Promise.all([
    repo.versions(rows.map((r) => r.id)),
    repo.history(rows.map((r) => r.id)),
    // spec 2 section 4: level targets with future validity are enforced only with advanced production planning
    enforcesFutureLevelTargets(db, plant, now),
  ]);
  const cal = localCalendar(plant.market_timezone, model.start, H, model.steps);
  const units = new Map(model.units.map((u) => [u.id, u]));
  const reservoirs = new Set(model.reservoirs.map((r) => r.id));
  const gates = rows.some((r) => r.type_name.endsWith('gate_opening')) ? await gateCurves(plant.id, db) : [];
  for (const r of rows) {
    const type = constraintType(r.type_name);
    if (!type?.optimizer) continue;
    const timeline = constraintTimeline(r, versions, history);
    if (!timeline) continue;
    const { subject, versions: vs } = timeline;
    const until = enforcedUntil(r.type_name, now, advanced);
    const steps = constraintSteps(subject, vs, plant.plant_state, cal, model.start, H, until);
    const active = steps.filter((v) => v !== null).length;
    if (
      until < model.start + model.steps * H &&
      constraintSteps(subject, vs, plant.plant_state, cal, model.start, H).some(
        (v, i) => v !== null && model.start + i * H >= until,
      )
    ) {
      notes.push(
        `constraint ${type.display_name} on ${r.constrainable_name}: not enforced in the future without the Advanced Production Planning module`,
      );
    }
    if (!active) continue;
    const target = type.constrainable_type === 'Plant' ? '*' : r.constrainable_id;
    if (target !== '*' && !units.has(target) && !reservoirs.has(target)) {
      notes.push(
        `constraint ${type.display_name} on ${r.constrainable_name} left out: the component is not in the model`,
      );
      continue;
    }
    const num = (v: ConstraintValue | null) => (v === null ? null : typeof v === 'number' ? v : v.min);
    let value: (number | null)[] = steps.map(num);
    if (type.unit_kind === 'ratio' && type.name.endsWith('gate_opening')) {
      const pts = gates
        .filter((g) => g.id === target && g.opening_cm !== null)
        .map((g) => ({ opening_cm: g.opening_cm!, throughput: g.throughput! }));
      const maxCm = gates.find((g) => g.id === target)?.gate_opening_cm_max ?? null;
      value = value.map((v) => (v === null ? null : gateFlow(pts, maxCm, v, units.get(target)?.qMax)));
    }
    const label = `${type.display_name} ${r.constrainable_name}`;
    constraints.push({
      id: r.id,
      label,
      kind: type.optimizer,
      target,
      value,
      tier: type.tier,
      ...(type.optimizer === 'FORBIDDEN_ZONE'
        ? { upper: steps.map((v) => (v !== null && typeof v === 'object' ? v.max : null)) }
        : {}),
    });
    used.push({
      id: r.id,
      type_name: r.type_name,
      constrainable_id: r.constrainable_id,
      constrainable_name: r.constrainable_name,
      active_hours: active,
      tier: type.tier,
    });
    notes.push(`constraint ${label} (${type.tier}): ${active} of ${model.steps} h`);
  }
  return { constraints, used, notes };
}
