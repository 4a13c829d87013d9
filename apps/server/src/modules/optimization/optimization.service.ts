import { runStatusDetail, type OptimizationRun } from '@penstock/domain';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/schema.js';
import { conflict, notFound } from '../../http/httpError.js';
import type { PlantViewRow } from '../plants/index.js';
import { compareRuns, type RunComparison } from './compareRuns.js';
import { createOptimizationRepo, type RunRow } from './optimization.repo.js';
import type { RunInputs } from './runOptimization.js';
import type { UsedConstraint } from '../constraints/index.js';

export const OPTIMIZATION_QUEUE = 'optimization-run';
/** Default horizon: the 10 days the forecasts reach. */
export const DEFAULT_HORIZON_HOURS = 240;
/** Runs kept per plant; older runs go with their plans and water values. */
export const RUNS_KEPT_PER_PLANT = 48;

/** What leaves the server (the domain's optimizationRunSchema). */
export type RunView = OptimizationRun;

/** What leaves the server: the inputs' horizon, not the whole model snapshot. */
export function toRunView(r: RunRow): RunView {
  const inputs = (r.inputs ?? {}) as RunInputs & {
    model_start?: number;
    fixed_values?: number;
    constraints?: UsedConstraint[];
    outages?: RunView['inputs']['outages'];
    reserves?: RunView['inputs']['reserves'];
    long_term_run?: RunView['inputs']['long_term_run'];
  };
  return {
    id: r.id,
    portfolio_id: r.portfolio_id,
    plant_view_id: r.plant_view_id,
    physical_plant_id: r.physical_plant_id,
    started_by: r.started_by,
    status: r.status,
    status_detail: runStatusDetail({ status: r.status, summary: (r.summary ?? null) as RunView['summary'] }),
    progress: r.progress,
    objective: r.objective,
    duration_ms: r.duration_ms,
    summary: (r.summary ?? null) as RunView['summary'],
    inputs: {
      start: inputs.start ?? null,
      hours: inputs.hours,
      ...(inputs.mip_work !== undefined ? { mip_work: inputs.mip_work } : {}),
      ...(inputs.retry_of !== undefined ? { retry_of: inputs.retry_of } : {}),
      ...(inputs.model_start !== undefined ? { model_start: inputs.model_start } : {}),
      ...(inputs.fixed_values !== undefined ? { fixed_values: inputs.fixed_values } : {}),
      ...(inputs.constraints ? { constraints: inputs.constraints } : {}),
      ...(inputs.outages ? { outages: inputs.outages } : {}),
      ...(inputs.reserves ? { reserves: inputs.reserves } : {}),
      ...(inputs.long_term_run !== undefined ? { long_term_run: inputs.long_term_run } : {}),
    },
    log: r.log,
    created_at: (r.created_at as unknown as Date).getTime(), // Generated<CreatedAt> types the selected value loosely
    started_at: r.started_at?.getTime() ?? null,
    finished_at: r.finished_at?.getTime() ?? null,
  };
}

export function createOptimizationService(db: Db, boss: () => Promise<PgBoss>) {
  const repo = createOptimizationRepo(db);
  return {
    /** Creates the run and its job in one transaction, so a worker never sees a job without its run. */
    async start(
      view: Pick<PlantViewRow, 'id' | 'portfolio_id' | 'physical_plant_id'>,
      startedBy: string,
      opts: { start?: number; hours?: number; mipWork?: number; retryOf?: string },
    ): Promise<RunView> {
      const inputs: RunInputs = {
        start: opts.start ?? null,
        hours: opts.hours ?? DEFAULT_HORIZON_HOURS,
        ...(opts.mipWork !== undefined ? { mip_work: opts.mipWork } : {}),
        ...(opts.retryOf !== undefined ? { retry_of: opts.retryOf } : {}),
      };
      const run = await repo.startWithJob(
        await boss(),
        OPTIMIZATION_QUEUE,
        view.physical_plant_id,
        RUNS_KEPT_PER_PLANT,
        (trx) =>
          repo.insert(
            {
              physical_plant_id: view.physical_plant_id,
              portfolio_id: view.portfolio_id,
              plant_view_id: view.id,
              started_by: startedBy,
              inputs,
            },
            trx,
          ),
      );
      return toRunView(run);
    },
    async list(viewId: string, limit = 20): Promise<RunView[]> {
      return (await repo.listForView(viewId, limit)).map(toRunView);
    },
    async get(viewId: string, runId: string): Promise<RunView> {
      const run = await repo.get(runId);
      if (!run || run.plant_view_id !== viewId) throw notFound('Optimisation run not found');
      return toRunView(run);
    },
    async compare(viewId: string, runId: string): Promise<RunComparison> {
      const run = await repo.get(runId);
      if (!run || run.plant_view_id !== viewId) throw notFound('Optimisation run not found');
      if (run.status !== 'succeeded') throw conflict(`The run has no plan (${run.status})`);
      return compareRuns(db, {
        id: run.id,
        plant_view_id: run.plant_view_id,
        created_at: run.created_at as unknown as Date,
      });
    },
    /** Queued: never starts. Running: the worker aborts its solve within a second. Ended: 409. */
    async cancel(viewId: string, runId: string, now: Date, by: string): Promise<RunView> {
      await this.get(viewId, runId);
      const ended = await repo.cancel(runId, now, by);
      const run = await this.get(viewId, runId);
      if (!ended) throw conflict(`The run has already ended (${run.status})`);
      return run;
    },
  };
}
