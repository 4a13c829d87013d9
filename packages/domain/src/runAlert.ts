import type { OptimizationRun } from './optimization.js';

/** Why the current plan may be stale or worse than it should be: the newest finished run failed or missed its target. */
export interface RunAlert {
  kind: 'failed' | 'degraded';
  run: OptimizationRun;
  /** The run's own words: the solver's verdict and its conflicts, or the error (at most five lines). */
  reason: string[];
}

/**
 * The alert the cockpit and the Optimization screen show for a plant (issue 27 item 4): the newest
 * run that finished (queued, running and cancelled runs are passed over) failed, or succeeded only
 * with a gap above its target because the solver's budget ran out. Null when it succeeded cleanly.
 * `runs` newest first, as the runs list answers.
 */
export function runAlert(runs: readonly OptimizationRun[]): RunAlert | null {
  const run = runs.find((r) => r.status === 'failed' || r.status === 'succeeded');
  if (!run) return null;
  if (run.status === 'failed') {
    const solver = run.log.findLastIndex((l) => l.startsWith('solver:'));
    const lines = solver >= 0 ? run.log.slice(solver) : run.log.slice(-1);
    return { kind: 'failed', run, reason: lines.slice(0, 5) };
  }
  const mip = run.summary?.mip;
  if (mip && mip.time_limited && mip.gap > mip.target_gap)
    return {
      kind: 'degraded',
      run,
      reason: [
        `The solver's budget ran out at a gap of ${(mip.gap * 100).toFixed(2)} % (target ${(mip.target_gap * 100).toFixed(2)} %): the plan may be worse than the best one.`,
      ],
    };
  return null;
}
