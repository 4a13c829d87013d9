import type { Highs } from 'highs';
import { solvePlanInThread, type PlanOptions } from '../../solvePlanInThread.js';
import type { OptimizerModel, PlanResult } from '../../types.js';
import { writeLp } from '../../writeLp.js';

/** File of iteration i's LP (1-based) for `--lp FILE`: FILE without a trailing .lp, then .iter<i>.lp (out -> out.iter1.lp). */
export const iterationLpPath = (file: string, i: number) => `${file.replace(/\.lp$/i, '')}.iter${i}.lp`;

/**
 * A head model solved on this thread with every iteration's LP handed to `write` as CPLEX LP text
 * (the linearisation moves with each iteration, so one LP file would show only the first).
 */
export function solveWritingIterationLps(
  highs: Highs,
  model: OptimizerModel,
  write: (iteration: number, lpText: string) => void,
  opts: PlanOptions = {},
): PlanResult {
  let i = 0;
  return solvePlanInThread(highs, model, { ...opts, onHeadIteration: (_it, lpModel) => write(++i, writeLp(lpModel)) });
}
