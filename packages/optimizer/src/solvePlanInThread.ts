import type { Highs } from 'highs';
import { hasHeadModel, solveWithHead, type HeadIterationHook } from './parts/head/solveWithHead.js';
import { solveInWindows, type WindowOptions } from './solveInWindows.js';
import { solveLp } from './solveLp.js';
import type { SolverOptions } from './solveOptions.js';
import { threadCpuMs } from './threadCpu.js';
import type { OptimizerModel, PlanResult } from './types.js';

export interface PlanOptions extends WindowOptions, SolverOptions {
  /**
   * 'lp': one exact LP. 'windows': coarse LP + windows (solveInWindows). 'auto' (default): one LP up
   * to 1344 steps (8 weeks hourly, 2 weeks at 15 min: a few seconds), windows beyond.
   */
  method?: 'auto' | 'lp' | 'windows';
  /** Head models: sees each iteration with its LP model (this thread only: a function does not reach a worker). */
  onHeadIteration?: HeadIterationHook;
}

// Measured: the 8-reservoir cascade over 1344 hourly steps solves in ~2-3 s, a year in ~75 s.
const MAX_LP_STEPS = 1344;

/**
 * A short-term plan on this thread (solvePlan runs it in a worker), with the method that fits the
 * horizon; its stats tell the thread CPU time it took.
 */
export function solvePlanInThread(highs: Highs, model: OptimizerModel, opts: PlanOptions = {}): PlanResult {
  const cpu0 = threadCpuMs();
  const method = opts.method ?? 'auto';
  const long = model.steps > MAX_LP_STEPS;
  // Head models: successive linearisation over the whole horizon (issue 23).
  const plan = hasHeadModel(model)
    ? solveWithHead(highs, model, { ...opts, onIteration: opts.onHeadIteration })
    : method === 'windows' || (method === 'auto' && long)
      ? solveInWindows(highs, model, opts)
      : solveLp(highs, model, opts);
  return { ...plan, stats: { ...plan.stats, cpuMs: threadCpuMs() - cpu0 } };
}
