import { callWorker } from './solverWorkers.js';
import type { PlanOptions } from './solvePlanInThread.js';
import type { OptimizerModel, PlanResult } from './types.js';

export { closeSolvers, warmSolvers } from './solverWorkers.js';

export interface SolvePlanOptions extends Omit<PlanOptions, 'shouldStop'> {
  /** Aborting stops the solve at once (its worker is terminated) and rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Solves the model in a worker thread, so the calling thread keeps serving requests. Warm workers
 * (HiGHS loaded) are kept for the next solve; a cancelled solve's worker is thrown away.
 */
export function solvePlan(model: OptimizerModel, opts: SolvePlanOptions = {}): Promise<PlanResult> {
  const { signal, ...options } = opts;
  return callWorker<PlanResult>({ kind: 'plan', model, options }, signal);
}
