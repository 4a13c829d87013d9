import { callWorker } from '../solverWorkers.js';
import type { LongTermOptions, LongTermRun } from './solveLongTermInThread.js';
import type { ConvergencePoint, LongTermModel } from './types.js';

export interface SolveLongTermOptions extends Omit<LongTermOptions, 'onProgress' | 'shouldStop'> {
  /** Aborting terminates the worker and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Each iteration's bounds, as the worker reports them. */
  onProgress?: (p: ConvergencePoint) => void;
}

/** Runs the long-term model in a worker thread (see solveLongTermInThread). */
export function solveLongTerm(model: LongTermModel, opts: SolveLongTermOptions = {}): Promise<LongTermRun> {
  const { signal, onProgress, ...options } = opts;
  return callWorker<LongTermRun>({ kind: 'longTerm', model, options }, signal, (p) =>
    onProgress?.(p as ConvergencePoint),
  );
}
