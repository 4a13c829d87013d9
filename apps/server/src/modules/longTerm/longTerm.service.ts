import { newRunOf } from '../../jobs/runTable.js';
import { LONG_TERM_WEEKS, type LongTermRun, type RunStatus, type WaterValueTableResponse } from '@penstock/domain';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/httpError.js';
import { viewComponents, type PlantViewRow } from '../plants/index.js';
import { createLongTermRepo, type LongTermInputs, type LongTermRunRow } from './longTerm.repo.js';
import { latestActualContents } from '../series/index.js';

export const LONG_TERM_QUEUE = 'long-term-run';
/** Runs kept per plant; older ones go with their cuts and tables. */
export const LONG_TERM_RUNS_KEPT = 12;
export const NO_LONG_TERM_VALUES = 'No long-term water values yet: start a long-term run';

export function toLongTermRunView(r: LongTermRunRow): LongTermRun {
  const inputs = (r.inputs ?? {}) as LongTermInputs;
  return {
    id: r.id,
    version: r.version,
    portfolio_id: r.portfolio_id,
    plant_view_id: r.plant_view_id,
    physical_plant_id: r.physical_plant_id,
    started_by: r.started_by,
    status: r.status as RunStatus,
    progress: r.progress,
    method: r.method,
    inputs: { weeks: inputs.weeks, start: inputs.start ?? null },
    iterations: (r.iterations ?? []) as LongTermRun['iterations'],
    upper_bound: r.upper_bound,
    lower_bound: r.lower_bound,
    lower_bound_ci: r.lower_bound_ci,
    log: r.log,
    duration_ms: r.duration_ms,
    created_at: r.created_at.getTime(),
    started_at: r.started_at?.getTime() ?? null,
    finished_at: r.finished_at?.getTime() ?? null,
  };
}

type View = Pick<PlantViewRow, 'id' | 'portfolio_id' | 'physical_plant_id'>;

/** Long-term runs belong to the physical plant: every view of it sees the same runs and tables. */
export function createLongTermService(db: Db, boss: () => Promise<PgBoss>) {
  const repo = createLongTermRepo(db);
  const find = async (view: View, runId: string) => {
    const run = await repo.get(runId);
    if (!run || run.physical_plant_id !== view.physical_plant_id) throw notFound('Long-term run not found');
    return run;
  };
  return {
    /** Creates the run and its job in one transaction, so a worker never sees a job without its run. */
    async start(view: View, startedBy: string, opts: { weeks?: number } = {}): Promise<LongTermRun> {
      const inputs: LongTermInputs = { weeks: opts.weeks ?? LONG_TERM_WEEKS.default };
      const run = await repo.startWithJob(
        await boss(),
        LONG_TERM_QUEUE,
        view.physical_plant_id,
        LONG_TERM_RUNS_KEPT,
        (trx) => repo.insert(newRunOf(view, startedBy, inputs), trx),
      );
      return toLongTermRunView(run);
    },
    /** The plant's queued, running or succeeded run, else a new one: water values from the first start. */
    async ensure(view: View, startedBy: string): Promise<LongTermRun> {
      const usable = await repo.latestUsable(view.physical_plant_id);
      if (usable) return toLongTermRunView(usable);
      try {
        return await this.start(view, startedBy);
      } catch (err) {
        // another process ensured the same plant at the same moment (the first start beside a
        // starting scheduler): the unique (plant, version) refused the second; use the first
        const raced = (err as { code?: string }).code === '23505' && (await repo.latestUsable(view.physical_plant_id));
        if (raced) return toLongTermRunView(raced);
        throw err;
      }
    },
    async list(view: View, limit = 20): Promise<LongTermRun[]> {
      return (await repo.listForPlant(view.physical_plant_id, limit)).map(toLongTermRunView);
    },
    async get(view: View, runId: string): Promise<LongTermRun> {
      return toLongTermRunView(await find(view, runId));
    },
    /** Queued: never starts. Running: the worker aborts its training within a second. Ended: 409. */
    async cancel(view: View, runId: string, now: Date, by: string): Promise<LongTermRun> {
      await find(view, runId);
      const ended = await repo.cancel(runId, now, by);
      const run = toLongTermRunView(await find(view, runId));
      if (!ended) throw new HttpError(409, `The run has already ended (${run.status})`);
      return run;
    },
    /** The newest succeeded run's tables for the view's reservoirs, with their current filling. */
    async table(view: Pick<PlantViewRow, 'id' | 'physical_plant_id'>): Promise<WaterValueTableResponse> {
      const run = await repo.latestSucceeded(view.physical_plant_id);
      if (!run) throw new HttpError(400, NO_LONG_TERM_VALUES);
      const inputs = run.inputs as LongTermInputs;
      // the view's reservoirs under the view's names
      const bodies = new Map((await viewComponents(view.id, db)).filter((c) => !c.is_unit).map((c) => [c.id, c.name]));
      const rows = (await repo.waterValues(run.id)).filter((r) => bodies.has(r.hydro_body_id));
      const ids = [...new Set(rows.map((r) => r.hydro_body_id))];
      const contents = await latestActualContents(ids, null, db);
      return {
        run_id: run.id,
        run_version: run.version,
        run_finished_at: run.finished_at?.getTime() ?? null,
        method: run.method,
        reservoirs: ids.map((id) => {
          const mine = rows.filter((r) => r.hydro_body_id === id);
          const weeks = [...new Set(mine.map((r) => r.week))];
          const fillings = [...new Set(mine.map((r) => r.filling_percent))].sort((a, b) => a - b);
          const range = inputs.reservoirs?.find((r) => r.id === id) ?? { min: 0, max: 0 };
          const c = contents.get(id);
          const pct = c && range.max > range.min ? ((c.value - range.min) / (range.max - range.min)) * 100 : null;
          return {
            component_id: id,
            component_name: bodies.get(id)!,
            weeks,
            filling_percent: fillings,
            values_eur_per_mwh: weeks.map((_, w) =>
              mine.slice(w * fillings.length, (w + 1) * fillings.length).map((r) => r.mwh),
            ),
            values_eur_per_m3: weeks.map((_, w) =>
              mine.slice(w * fillings.length, (w + 1) * fillings.length).map((r) => r.m3),
            ),
            current_filling_percent: pct === null ? null : Math.round(pct * 10) / 10,
            current_content_ts: c?.ts.getTime() ?? null,
            min_content_m3: range.min,
            max_content_m3: range.max,
          };
        }),
      };
    },
  };
}
