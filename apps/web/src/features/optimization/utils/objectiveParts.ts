import type { OptimizationRun } from '@penstock/domain';

/** The objective of a succeeded run split into its parts (EUR): objective = revenue + endWater - penalties. */
export interface ObjectiveParts {
  revenue: number;
  endWater: number;
  penalties: number;
  objective: number;
  /**
   * When a long-term run's cuts valued the water left: that run, and endWater split into what its
   * cuts give the reservoir contents at the end and the water still in transit (mean price), which
   * add up to endWater (`cuts` and `transit` absent in runs from before the split was recorded).
   */
  longTerm?: { version: number; cuts?: number; transit?: number };
}

/**
 * The parts of a run's objective, or null before it has a summary. Runs stored before penalties
 * were recorded get them as the remainder (revenue + end water - objective), so the parts always
 * sum to the objective shown in the runs table.
 */
export function objectiveParts(
  run: Pick<OptimizationRun, 'objective' | 'summary'> & { inputs?: Pick<OptimizationRun['inputs'], 'long_term_run'> },
): ObjectiveParts | null {
  const s = run.summary;
  if (!s || run.objective === null) return null;
  const penalties = s.penalty_eur ?? s.revenue_eur + s.terminal_value_eur - run.objective;
  const parts: ObjectiveParts = {
    revenue: s.revenue_eur,
    endWater: s.terminal_value_eur,
    penalties,
    objective: run.objective,
  };
  const lt = run.inputs?.long_term_run;
  if (lt)
    parts.longTerm =
      s.terminal_cuts_eur === undefined
        ? { version: lt.version }
        : { version: lt.version, cuts: s.terminal_cuts_eur, transit: s.terminal_value_eur - s.terminal_cuts_eur };
  return parts;
}
