import { DomainError } from '@penstock/domain';
import { chooseMethod, solveLongTerm, type ConvergencePoint, type LongTermRun as SolvedRun } from '@penstock/optimizer';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db, Executor } from '../../db/schema.js';
import { HttpError } from '../../http/httpError.js';
import { buildLongTermModel } from './buildLongTermModel.js';
import { createLongTermRepo, type LongTermInputs } from './longTerm.repo.js';

const CANCEL_POLL_MS = 500;
/** Training settings of a run: stop at a 1 % gap, within 10 minutes, sampling reproducibly. */
export const TRAINING = {
  gapTolerance: 0.01,
  maxIterations: 300,
  timeLimitMs: 600_000,
  forwardPasses: 3,
  simulateEvery: 5,
  simulationPaths: 300,
  seed: 1,
} as const;

/** Rows the API reads: the convergence as the domain names it. */
export const toConvergenceView = (p: ConvergencePoint) => ({
  iteration: p.iteration,
  upper_bound: p.upperBound,
  lower_bound: p.lowerBound,
  lower_bound_ci: p.lowerBoundCi,
  gap: p.gap,
  elapsed_ms: Math.round(p.elapsedMs),
});

async function storeResult(
  trx: Executor,
  runId: string,
  model: { stages: readonly { start: number }[]; reservoirs: readonly { id: string }[] },
  run: SolvedRun,
) {
  const T = model.stages.length;
  const ids = model.reservoirs.map((r) => r.id);
  const cutRows = run.valueFunctions.map((vf) => ({
    run_id: runId,
    stage: vf.stage,
    state: vf.state,
    // the value function after the last stage starts where that stage ends
    stage_start: new Date(vf.stage < T ? model.stages[vf.stage].start : model.stages[T - 1].start + 7 * 86_400_000),
    cuts: JSON.stringify(
      vf.cuts.map((c) => ({
        intercept: c.intercept,
        slopes: Object.fromEntries(ids.map((id, r) => [id, c.slopes[r]])),
      })),
    ),
  }));
  for (let i = 0; i < cutRows.length; i += 200)
    await trx
      .insertInto('long_term_cut')
      .values(cutRows.slice(i, i + 200))
      .execute();
  const values = run.tables.flatMap((t) =>
    t.weeks.flatMap((week, w) =>
      t.fillingPercent.map((f, k) => ({
        run_id: runId,
        hydro_body_id: t.reservoirId,
        week_start: new Date(week),
        filling_percent: f,
        value_eur_per_m3: t.valuesEurPerM3[w][k],
        value_eur_per_mwh: t.valuesEurPerMwh[w][k],
      })),
    ),
  );
  for (let i = 0; i < values.length; i += 2000)
    await trx
      .insertInto('long_term_water_value')
      .values(values.slice(i, i + 2000))
      .execute();
}

/**
 * The worker side of a long-term run (a pg-boss job): claim it, build the plant's weekly model from
 * the database, train in a worker thread (progress and bounds stored per iteration), then store the
 * cuts and the water value tables and end the run in one transaction. A cancel aborts the training.
 * `takeOver` (pg-boss's retry of a job whose worker died) also restarts a run left 'running'.
 */
export async function runLongTermRun(
  deps: { db: Db; log: FastifyBaseLogger; clock: Clock },
  runId: string,
  options: { takeOver?: boolean } = {},
): Promise<{ status: string }> {
  const { db, clock } = deps;
  const repo = createLongTermRepo(db);
  const run = await repo.claim(runId, clock.now(), options.takeOver);
  if (!run) return { status: (await repo.status(runId)) ?? 'missing' };
  const t0 = performance.now();
  const inputs = run.inputs as LongTermInputs;
  const abort = new AbortController();
  const poll = setInterval(() => {
    repo.status(runId).then(
      (s) => s === 'cancelled' && abort.abort(),
      () => {},
    );
  }, CANCEL_POLL_MS);
  try {
    const built = await buildLongTermModel(db, { physicalPlantId: run.physical_plant_id, weeks: inputs.weeks });
    const { model } = built;
    const method = chooseMethod(model);
    await repo.update(runId, {
      progress: 0.1,
      method,
      inputs: {
        ...inputs,
        start: model.stages[0].start,
        reservoirs: model.reservoirs.map((r) => ({ id: r.id, name: r.name, min: r.minContent, max: r.maxContent })),
      },
      lines: built.notes,
    });
    const seen: ReturnType<typeof toConvergenceView>[] = [];
    let writing = Promise.resolve();
    const result = await solveLongTerm(model, {
      ...TRAINING,
      signal: abort.signal,
      onProgress: (p) => {
        seen.push(toConvergenceView(p));
        const byGap = p.gap !== null && p.gap > 0 ? Math.min(1, TRAINING.gapTolerance / p.gap) : 0;
        const progress = 0.1 + 0.8 * Math.max(p.iteration / TRAINING.maxIterations, byGap);
        // one write at a time; the latest state wins
        writing = writing.then(() => repo.update(runId, { progress, iterations: seen })).catch(() => {});
      },
    });
    await writing;
    const summary = `${result.method.toUpperCase()} ${result.status.toLowerCase().replace('_', ' ')} after ${result.iterations} iteration(s): upper bound ${result.upperBound.toFixed(0)} EUR, simulated ${result.lowerBound.toFixed(0)} ± ${result.lowerBoundCi.toFixed(0)} EUR`;
    const status = await db.transaction().execute(async (trx) => {
      const locked = await repo.lockStatus(runId, trx);
      if (locked !== 'running') return locked ?? 'missing';
      await storeResult(trx, runId, model, result);
      await trx
        .updateTable('long_term_run')
        .set({ iterations: JSON.stringify(result.convergence.map(toConvergenceView)) })
        .where('id', '=', runId)
        .execute();
      const bounds = {
        upper_bound: result.upperBound,
        lower_bound: result.lowerBound,
        lower_bound_ci: result.lowerBoundCi,
      };
      await repo.finish(
        runId,
        {
          status: 'succeeded',
          now: clock.now(),
          lines: [...result.notes, summary],
          durationMs: performance.now() - t0,
        },
        bounds,
        trx,
      );
      return 'succeeded';
    });
    return { status };
  } catch (err) {
    const cancelled = (err as Error).name === 'AbortError' || abort.signal.aborted;
    // a domain error (or a request's 4xx) says what is wrong in the user's terms; anything else is a fault
    const message =
      err instanceof DomainError
        ? err.message
        : err instanceof HttpError
          ? err.detail
          : `error: ${(err as Error).message}`;
    if (!cancelled) deps.log.warn({ runId, err }, 'long-term run failed');
    await repo.finish(runId, {
      status: cancelled ? 'cancelled' : 'failed',
      now: clock.now(),
      lines: [cancelled ? 'cancelled while training' : message],
      durationMs: performance.now() - t0,
    });
    return { status: cancelled ? 'cancelled' : 'failed' };
  } finally {
    clearInterval(poll);
  }
}

/** Latest measured content of each reservoir (m3) and its time. */
export async function latestContents(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { ts: Date; value: number }>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ hydro_body_id: string; ts: Date; value: number }>`
    select s.hydro_body_id, v.ts, v.value from series s
    cross join lateral (select ts, value from series_value v where v.series_id = s.id order by ts desc limit 1) v
    where s.hydro_body_id in (${sql.join([...ids])}) and s.quantity = 'content' and s.kind = 'actual' and s.run_id is null`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.hydro_body_id, { ts: r.ts, value: r.value }]));
}
