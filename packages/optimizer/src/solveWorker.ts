// Worker thread: loads HiGHS once, then runs one job per message. Cancel is by terminate().
import loadHighs from 'highs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { generateBidCurvesInThread } from './bids/generateBidCurvesInThread.js';
import type { BidSolveOptions } from './bids/types.js';
import { solveLongTermInThread, type LongTermOptions } from './longTerm/solveLongTermInThread.js';
import type { LongTermModel } from './longTerm/types.js';
import { SOLVER_NICE } from './solverNice.js';
import { syntheticCascade } from './syntheticCascade.js';
import { solvePlanInThread, type PlanOptions } from './solvePlanInThread.js';
import type { OptimizerModel } from './types.js';

// The solver's lower priority for this thread only, so the request thread runs first (SOLVER_NICE).
// Where the platform refuses, the solve runs at normal priority.
try {
  setPriority(SOLVER_NICE);
} catch {
  // e.g. a platform without per-thread priorities
}

const highsReady = loadHighs();

// A spare for the pool (solverWorkers.ts, warmSolvers) solves a small plan before it reports ready,
// so the LP parts are compiled before the first real job.
if ((workerData as { warm?: boolean } | undefined)?.warm)
  void highsReady.then((highs) => {
    solvePlanInThread(highs, syntheticCascade(4, 168, { seed: 1 }), { method: 'lp' });
    parentPort!.postMessage({ warm: true });
  });

type Job =
  | { id: number; kind: 'plan'; model: OptimizerModel; options: PlanOptions }
  | { id: number; kind: 'longTerm'; model: LongTermModel; options: LongTermOptions }
  | { id: number; kind: 'bids'; model: OptimizerModel; options: Omit<BidSolveOptions, 'signal'> };

parentPort!.on('message', async (msg: Job) => {
  try {
    const highs = await highsReady;
    const result =
      msg.kind === 'longTerm'
        ? solveLongTermInThread(highs, msg.model, {
            ...msg.options,
            onProgress: (progress) => parentPort!.postMessage({ id: msg.id, progress }),
          })
        : msg.kind === 'bids'
          ? generateBidCurvesInThread(highs, msg.model, msg.options)
          : solvePlanInThread(highs, msg.model, msg.options);
    parentPort!.postMessage({ id: msg.id, result });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
