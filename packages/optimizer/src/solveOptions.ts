/** Options of every short-term solve (solvePlan, solvePlanInThread and the steps below them). */
export interface SolverOptions {
  /** Checked at the solver's interrupt points; true stops the solve (status ERROR, "Cancelled"). */
  shouldStop?: () => boolean;
  /** HiGHS options, e.g. { presolve: 'off' }. */
  highsOptions?: Record<string, string | number | boolean>;
  /** On/off decisions: relative MIP gap to stop at (default DEFAULT_MIP_GAP, 0.1 %). */
  mipGap?: number;
  /**
   * On/off decisions: work budget in simplex iterations (relaxation, roundings, search and branch and
   * cut together; default DEFAULT_MIP_WORK). Work, not time, so the plan does not depend on the load.
   */
  mipWork?: number;
}
