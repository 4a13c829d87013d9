import type { Highs } from 'highs';
import { solveInWindows, type WindowOptions } from './solveInWindows.js';
import { solveSync, type SolveSyncOptions } from './solveSync.js';
import type { OptimizerModel, PlanResult } from './types.js';

export interface MethodOptions extends WindowOptions, SolveSyncOptions {
  /**
   * 'lp': one exact LP. 'windows': coarse LP + windows (solveInWindows). 'auto' (default): one LP up
   * to 1344 steps (8 weeks hourly, 2 weeks at 15 min: a few seconds), windows beyond.
   */
  method?: 'auto' | 'lp' | 'windows';
}

// Measured: the 8-reservoir cascade over 1344 hourly steps solves in ~2-3 s, a year in ~75 s.
const MAX_LP_STEPS = 1344;

/** Solves with the method that fits the horizon. */
export function solveModel(highs: Highs, model: OptimizerModel, opts: MethodOptions = {}): PlanResult {
  const method = opts.method ?? 'auto';
  const long = model.steps > MAX_LP_STEPS;
  return method === 'windows' || (method === 'auto' && long)
    ? solveInWindows(highs, model, opts)
    : solveSync(highs, model, opts);
}
