import type { Highs } from 'highs';
import { solveInWindows, type WindowOptions } from './solveInWindows.js';
import { solveSync, type SolveSyncOptions } from './solveSync.js';
import type { OptimizerModel, PlanResult } from './types.js';

export interface MethodOptions extends WindowOptions, SolveSyncOptions {
  /**
   * 'lp': one exact LP. 'windows': coarse LP + windows (solveInWindows). 'auto' (default): one LP up
   * to 6 weeks of horizon (a few seconds), windows beyond.
   */
  method?: 'auto' | 'lp' | 'windows';
}

const SIX_WEEKS_S = 42 * 86400;

/** Solves with the method that fits the horizon. */
export function solveModel(highs: Highs, model: OptimizerModel, opts: MethodOptions = {}): PlanResult {
  const method = opts.method ?? 'auto';
  const long = model.steps * model.stepSeconds > SIX_WEEKS_S;
  return method === 'windows' || (method === 'auto' && long) ? solveInWindows(highs, model, opts) : solveSync(highs, model, opts);
}
