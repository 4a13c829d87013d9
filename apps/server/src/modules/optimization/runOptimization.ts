import { gapAboveTarget, gapPercent } from '@penstock/domain';
import { checkPlan, DEFAULT_MIP_GAP, DEFAULT_MIP_WORK, solvePlan, type PlanResult } from '@penstock/optimizer';
import type { Db } from '../../db/schema.js';
import { jobRuntimeOf } from '../../jobs/jobRuntime.js';
import { runWorker } from '../../jobs/runWorker.js';
import { refreshPlantViolations } from '../constraints/index.js';
import { reserveRunLines } from '../gridReserves/index.js';
import { physicalPlant } from '../plants/index.js';
import { buildPlantModel } from './buildPlantModel.js';
import { createOptimizationRepo, type RunRow } from './optimization.repo.js';
import { createOptimizationService } from './optimization.service.js';
import { storePlan } from './storePlan.js';
import { headLines } from './headLines.js';

/** A run whose gap ends above its target is retried once with this many times its work budget. */
export const RETRY_WORK_FACTOR = 4;
/** Models up to this many steps are kept whole in the run's inputs (a 10-day hourly model is ~100 kB). */
const SNAPSHOT_MAX_STEPS = 2000;

/** Log lines on the constraints: on/off decisions (MIP gap) and how many the plan keeps or breaks at what penalty. */
function constraintLines(plan: PlanResult): string[] {
  const out: string[] = [];
  const mip = plan.stats.mip;
  if (mip)
    out.push(
      `on/off decisions: ${mip.binaries} binaries, MIP gap ${(mip.gap * 100).toFixed(3)} % after ${mip.ms.toFixed(0)} ms${mip.budgetSpent ? ` (work budget of ${mip.workLimit} simplex iterations spent)` : ''} by ${mip.rounded ? 'the rounded LP relaxation' : 'branch and cut'}; water values from the LP with them fixed`,
    );
  const list = plan.constraints ?? [];
  if (list.length) {
    const broken = list.filter((c) => c.brokenSteps > 0);
    const cost = broken.reduce((s, c) => s + c.cost, 0);
    out.push(
      `constraints: ${list.length - broken.length} of ${list.length} kept${broken.length ? `, ${broken.length} broken (penalty ${cost.toFixed(2)} EUR)` : ''}`,
    );
    for (const c of list)
      if (c.count)
        out.push(
          `constraint ${c.label ?? c.id}: ${c.count} ${c.kind === 'START_COST' ? 'starts' : 'stops'}, ${c.cost.toFixed(2)} EUR`,
        );
  }
  return out;
}

export interface RunInputs {
  /** First hour, epoch ms UTC (null: the hour of the latest measured content). */
  start: number | null;
  hours: number;
  /** Work budget of the on/off decisions, simplex iterations (absent: DEFAULT_MIP_WORK). */
  mip_work?: number;
  /** The run this one retries with a larger budget (its gap ended above target). */
  retry_of?: string;
}

/**
 * Queues the one retry of a run whose gap ended above its target: same plant view, horizon length and
 * start rule, RETRY_WORK_FACTOR times the work budget. Answers the new run's id (null without a job
 * runtime in this process, e.g. a script).
 */
async function queueRetry(db: Db, run: RunRow, inputs: RunInputs, work: number): Promise<string | null> {
  const boss = jobRuntimeOf(db);
  if (!boss || !run.plant_view_id || !run.portfolio_id) return null;
  const service = createOptimizationService(db, () => boss);
  const retry = await service.start(
    { id: run.plant_view_id, portfolio_id: run.portfolio_id, physical_plant_id: run.physical_plant_id },
    run.started_by,
    { start: inputs.start ?? undefined, hours: inputs.hours, mipWork: work, retryOf: run.id },
  );
  return retry.id;
}

/**
 * The worker side of a run (a pg-boss job): claim it, build the model from the database, solve in a
 * worker thread, check the plan, then store plan, water values and the run's end in one transaction.
 * A cancel (status set by the API) aborts the solve; a cancel arriving after the solve wins too,
 * because the final update only ends runs that are still running.
 */
export const runOptimization = runWorker(
  { runsOf: createOptimizationRepo, kind: 'optimisation run', cancelledLine: 'cancelled while solving' },
  async (run, { deps, runId, runs: repo, signal, elapsedMs, succeed }) => {
    const { db, clock } = deps;
    const inputs = run.inputs as RunInputs;
    const { model, notes, overrides, constraints, outages, reserves, longTermRun } = await buildPlantModel(db, {
      physicalPlantId: run.physical_plant_id,
      start: inputs.start ?? undefined,
      hours: inputs.hours,
      now: clock.now().getTime(),
    });
    const horizon = `horizon ${new Date(model.start).toISOString()} + ${model.steps} h`;
    await repo.progress(runId, 0.2, [horizon, ...notes]);
    await repo.setInputs(runId, {
      ...inputs,
      model_start: model.start,
      // the operators' plan overrides this run held fixed (who, when in the plan, what value)
      fixed_values: overrides.fixedValues,
      plan_overrides: overrides.applied,
      // the constraints the run held (id, type, component, hours of the horizon they apply in)
      constraints,
      // the maintenance outages the run held as unit availability (uuid, unit, remaining power, span)
      outages,
      // the grid reserves the run held (id, product, direction, mode, unit, steps of the horizon)
      reserves,
      // the long-term run whose cuts valued the water left at the horizon's end (null: none)
      long_term_run: longTermRun,
      ...(model.steps <= SNAPSHOT_MAX_STEPS ? { model } : {}),
    });
    const plan = await solvePlan(model, { signal, mipWork: inputs.mip_work });
    const objective = Number.isFinite(plan.objective) ? `, objective ${plan.objective.toFixed(2)} EUR` : '';
    const solved = `solver: ${plan.status}${objective} (${plan.stats.method}, ${plan.stats.rows} rows x ${plan.stats.cols} columns, ${plan.stats.solveMs.toFixed(0)} ms)`;
    if (plan.status !== 'OPTIMAL') {
      // e.g. a plan override that contradicts a limit: the optimiser's operator-worded conflicts end the run
      await repo.finish(runId, {
        status: 'failed',
        now: clock.now(),
        lines: [solved, ...plan.messages],
        durationMs: elapsedMs(),
      });
      return 'failed';
    }
    const problems = checkPlan(model, plan);
    // Each constraint the run held, with what the plan did to it (broken where, by how much, at what price).
    const reports = new Map((plan.constraints ?? []).map((c) => [c.id, c]));
    const held = constraints.map((c) => {
      const r = reports.get(c.id);
      return r
        ? {
            ...c,
            outcome: {
              broken_hours: r.brokenSteps,
              from: r.from,
              to: r.to,
              worst: r.worst,
              unit: r.unit,
              cost_eur: r.cost,
              shadow_price: r.shadowPrice,
              ...(r.count !== undefined ? { count: r.count } : {}),
            },
          }
        : c;
    });
    if (held.length) {
      await repo.setHeldConstraints(runId, held);
    }
    await repo.progress(runId, 0.8, [
      solved,
      ...headLines(plan),
      ...constraintLines(plan),
      ...reserveRunLines(model, plan),
      ...plan.messages,
      ...problems.map((p) => `check: ${p}`),
    ]);
    const mip = plan.stats.mip;
    const above = mip ? gapAboveTarget({ gap: mip.gap, target_gap: mip.targetGap ?? DEFAULT_MIP_GAP }) : null;
    const retryWork =
      above !== null && !inputs.retry_of ? RETRY_WORK_FACTOR * (inputs.mip_work ?? DEFAULT_MIP_WORK) : null;
    // a cancel between solve and store wins: succeed locks the run and stores nothing then
    const status = await succeed(async (trx) => {
      const summary = await storePlan(runId, model, plan, trx);
      return {
        lines: [
          `plan stored: ${summary.generation_mwh.toFixed(1)} MWh, revenue ${summary.revenue_eur.toFixed(2)} EUR`,
          ...(above === null
            ? []
            : [
                `gap ${gapPercent(above)} % above target ${gapPercent(mip!.targetGap ?? DEFAULT_MIP_GAP)} %` +
                  (retryWork !== null
                    ? `: retried once with ${retryWork} simplex iterations of work`
                    : ' after the retry with the larger budget'),
              ]),
        ],
        extra: { objective: plan.objective, summary: JSON.stringify(summary) },
      };
    });
    if (status === 'succeeded' && retryWork !== null) {
      const retryId = await queueRetry(db, run, inputs, retryWork).catch((err) => {
        deps.log.warn({ runId, err }, 'retry of a run above its target gap not queued');
        return null;
      });
      if (retryId) deps.log.info({ runId, retryId }, 'run above its target gap: retry queued');
    }
    // The new plan is the current plan: check it against the constraints now rather than at the next quarter hour.
    if (status === 'succeeded') {
      const plant = await physicalPlant(run.physical_plant_id, db);
      if (plant)
        await refreshPlantViolations(db, plant, clock.now().getTime()).catch((err) =>
          deps.log.warn({ runId, err }, 'violations not refreshed after the run'),
        );
    }
    return status;
  },
);
