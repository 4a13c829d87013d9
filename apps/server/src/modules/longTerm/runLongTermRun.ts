import { chooseMethod, solveLongTerm, type ConvergencePoint } from '@penstock/optimizer';
import { runWorker } from '../../jobs/runWorker.js';
import { buildLongTermModel } from './buildLongTermModel.js';
import { createLongTermRepo, type LongTermInputs } from './longTerm.repo.js';
import { storeLongTermResult } from './storeLongTermResult.repo.js';

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

/**
 * The worker side of a long-term run (a pg-boss job): claim it, build the plant's weekly model from
 * the database, train in a worker thread (progress and bounds stored per iteration), then store the
 * cuts and the water value tables and end the run in one transaction. A cancel aborts the training.
 * `takeOver` (pg-boss's retry of a job whose worker died) also restarts a run left 'running'.
 */
export const runLongTermRun = runWorker(
  { runsOf: createLongTermRepo, kind: 'long-term run', cancelledLine: 'cancelled while training' },
  async (run, { deps, runId, runs: repo, signal, succeed }) => {
    const inputs = run.inputs as LongTermInputs;
    const built = await buildLongTermModel(deps.db, { physicalPlantId: run.physical_plant_id, weeks: inputs.weeks });
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
      signal,
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
    return succeed(async (trx) => {
      await storeLongTermResult(trx, runId, model, result, result.convergence.map(toConvergenceView));
      return {
        lines: [...result.notes, summary],
        extra: { upper_bound: result.upperBound, lower_bound: result.lowerBound, lower_bound_ci: result.lowerBoundCi },
      };
    });
  },
);
