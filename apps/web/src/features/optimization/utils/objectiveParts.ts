import type { OptimizationRun } from '@penstock/domain';

/** The objective of a succeeded run split into its parts (EUR): objective = revenue + endWater - penalties. */
export interface ObjectiveParts {
  revenue: number;
  endWater: number;
  penalties: number;
  objective: number;
}

/**
 * The parts of a run's objective, or null before it has a summary. Runs stored before penalties
 * were recorded get them as the remainder (revenue + end water - objective), so the parts always
 * sum to the objective shown in the runs table.
 */
export function objectiveParts(run: Pick<OptimizationRun, 'objective' | 'summary'>): ObjectiveParts | null {
  const s = run.summary;
  if (!s || run.objective === null) return null;
  const penalties = s.penalty_eur ?? s.revenue_eur + s.terminal_value_eur - run.objective;
  return { revenue: s.revenue_eur, endWater: s.terminal_value_eur, penalties, objective: run.objective };
}
