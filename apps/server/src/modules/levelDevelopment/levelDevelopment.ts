import { simulateLevels, type LevelDevelopmentTask } from '@penstock/domain';
import type { Executor } from '../../db/schema.js';
import { buildPlantModel } from '../optimization/index.js';
import { analyticsParameters } from '../plantAdmin/index.js';
import { hourlyEffectiveValues } from '../series/index.js';
import { levelDevelopmentInput } from './levelDevelopmentInput.js';
import { planRunOf } from './planRun.repo.js';

const H = 3_600_000;
export type LevelDevelopmentResult = NonNullable<LevelDevelopmentTask['result']>;

/**
 * The level development of a plant (spec 2 section 7, issue 26): the one plan (the latest succeeded
 * run's plan with the operators' overrides, as every screen shows it) followed hour by hour from the
 * latest measured contents over the plant's horizon, with the inflow forecast; each reservoir's
 * content and level beside the plan's level, and where a limit or constraint would be crossed.
 * Hours without a plan release nothing (said in the notes). Throws domain errors (job code).
 */
export async function levelDevelopment(db: Executor, plantId: string, now: number): Promise<LevelDevelopmentResult> {
  const { horizon_hours: hours } = await analyticsParameters(plantId, db);
  const { model, notes } = await buildPlantModel(db, { physicalPlantId: plantId, hours, now });
  const { start, steps } = model;
  const end = start + steps * H;
  const unitIds = model.units.map((u) => u.id);
  const bodyIds = model.reservoirs.map((r) => r.id);
  const [flow, spill, level, runId] = await Promise.all([
    hourlyEffectiveValues(unitIds, 'discharge', 'plan', start, end, db),
    hourlyEffectiveValues(bodyIds, 'spill', 'plan', start, end, db),
    // levels are stamped at the step end, plus the start; the horizon's end belongs to the next plan
    hourlyEffectiveValues(bodyIds, 'level', 'plan', start, end, db),
    planRunOf(plantId, start, end, db),
  ]);
  const hourly = (m: Map<number, number> | undefined, n = steps) =>
    Array.from({ length: n }, (_, i) => m?.get(start + i * H) ?? null);
  const plan = {
    flow: new Map(unitIds.map((id) => [id, hourly(flow.get(id))])),
    spill: new Map(bodyIds.map((id) => [id, hourly(spill.get(id))])),
  };
  const unplanned = Array.from({ length: steps }, (_, i) => i).filter((i) =>
    unitIds.every((id) => plan.flow.get(id)![i] === null),
  ).length;
  const simNotes = [
    runId ? `plan: run ${runId} with the operators' overrides` : 'plan: no succeeded run covers the horizon',
    ...(unplanned ? [`${unplanned} of ${steps} hours have no planned release: none assumed`] : []),
    ...notes.filter((n) => !n.startsWith('end of horizon') && !n.startsWith('price')),
  ];
  const sim = simulateLevels(levelDevelopmentInput(model, plan));
  return {
    start,
    step_seconds: model.stepSeconds,
    run_id: runId,
    reservoirs: sim.reservoirs.map((r) => ({ ...r, planned_level: hourly(level.get(r.id), steps + 1) })),
    crossings: sim.crossings,
    notes: simNotes,
  };
}
