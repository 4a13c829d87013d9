import type { Basis, Highs, HighsCallbackMap } from 'highs';
import { buildLp } from './buildLp.js';
import { constraintReports } from './constraintReports.js';
import { explainInfeasibility } from './explainInfeasibility.js';
import { extractPlan } from './extractPlan.js';
import { groupConflicts } from './groupConflicts.js';
import { highsModelData } from './highsModelData.js';
import { solveOnOff } from './solveOnOff.js';
import type { SolverOptions } from './solveOptions.js';
import type { OptimizerModel, PlanResult, SolveStatus } from './types.js';

function empty(model: OptimizerModel, status: SolveStatus, messages: string[], stats: PlanResult['stats']): PlanResult {
  return {
    status,
    objective: NaN,
    revenue: NaN,
    terminalValue: NaN,
    penalty: NaN,
    units: [],
    reservoirs: [],
    messages,
    constraints: [],
    stats,
  };
}

/**
 * Warm start of a pure LP from a basis of an LP of the same shape (the head model's iterations change
 * coefficients only): `start` is installed when its sizes match, `keep` receives the final basis.
 */
export interface WarmStart {
  start?: Basis;
  keep?: (basis: Basis) => void;
  /** HiGHS options for a pure LP of the sequence (not for a MIP). */
  options?: Record<string, string | number | boolean>;
}

/**
 * One model as one LP over its whole horizon (with on/off decisions: solveOnOff, then the LP with them
 * fixed for water values): build, solve and read back the plan, on this thread.
 */
export function solveLp(highs: Highs, model: OptimizerModel, opts: SolverOptions = {}, warm?: WarmStart): PlanResult {
  const t0 = performance.now();
  const lp = buildLp(model);
  const stats: PlanResult['stats'] = {
    method: 'lp',
    rows: lp.numRows,
    cols: lp.numCols,
    nonzeros: lp.indices.length,
    buildMs: performance.now() - t0,
    solveMs: 0,
    iterations: 0,
  };
  if (lp.conflicts.length) return empty(model, 'INFEASIBLE', groupConflicts(lp.conflicts, model.timeZone), stats);
  const hm = highs.createModel(highsModelData(highs, lp));
  try {
    hm.options.set({
      output_flag: false,
      ...(lp.integrality === undefined ? warm?.options : undefined),
      ...opts.highsOptions,
    });
    const t1 = performance.now();
    const stop = opts.shouldStop;
    const callbacks: HighsCallbackMap | undefined = stop
      ? {
          [highs.constants.callbackType.simplexInterrupt]: (e) => {
            if (stop()) e.interrupt();
          },
          [highs.constants.callbackType.ipmInterrupt]: (e) => {
            if (stop()) e.interrupt();
          },
        }
      : undefined;
    const mip = lp.integrality !== undefined;
    const S = highs.constants.modelStatus;
    let ms: number;
    if (!mip) {
      const b = warm?.start;
      if (b && b.colStatus.length === lp.numCols && b.rowStatus.length === lp.numRows) hm.setBasis(b);
      hm.run(callbacks);
      ms = hm.getModelStatus();
    } else {
      // On/off decisions first (MIP), then the LP with them fixed for water values (as SHOP does).
      const r = solveOnOff(highs, hm, lp, opts, callbacks);
      stats.mip = r.stats;
      if (r.cancelled) return empty(model, 'ERROR', ['Cancelled'], { ...stats, solveMs: performance.now() - t1 });
      if (!r.fixed) {
        stats.solveMs = performance.now() - t1;
        if (r.stats.budgetSpent)
          return empty(
            model,
            'TIME_LIMIT',
            [`The on/off decisions found no plan within their work budget of ${r.stats.workLimit} simplex iterations.`],
            stats,
          );
      } else {
        const bins = r.bins;
        hm.changeColsIntegrality({ kind: 'set', indices: bins }, new Int32Array(bins.length));
        hm.changeColsBounds({ kind: 'set', indices: bins }, r.fixed, r.fixed);
        hm.run(callbacks);
      }
      ms = hm.getModelStatus();
    }
    stats.solveMs = performance.now() - t1;
    stats.iterations = Number(hm.info.get('simplex_iteration_count')) || 0;
    if (ms === S.interrupted) return empty(model, 'ERROR', ['Cancelled'], stats);
    if (ms === S.infeasible) {
      hm.dispose();
      return empty(model, 'INFEASIBLE', explainInfeasibility(highs, model), stats);
    }
    if (ms === S.unbounded || ms === S.unboundedOrInfeasible)
      return empty(
        model,
        'UNBOUNDED',
        ['The plan is unbounded: a reservoir has no upper limit and no spill, or a price has no limit.'],
        stats,
      );
    if (ms === S.timeLimit || ms === S.iterationLimit)
      return empty(model, 'TIME_LIMIT', ['The solver stopped at its time or iteration limit.'], stats);
    if (ms !== S.optimal) return empty(model, 'ERROR', [`The solver ended with status ${ms}.`], stats);
    if (!mip && warm?.keep) warm.keep(hm.getBasis());
    const sol = hm.getSolution();
    const objective = hm.getObjectiveValue();
    const x = extractPlan(model, lp, sol.colValue, sol.rowDual);
    const cons = constraintReports(model, lp, sol.colValue, sol.rowDual, x.reservoirs);
    const penalty = x.penalty + cons.cost;
    const reserveRevenue = x.reserveRevenue ?? 0;
    return {
      status: 'OPTIMAL',
      objective,
      revenue: x.revenue,
      penalty,
      terminalValue: objective - x.revenue - reserveRevenue + penalty,
      units: x.units,
      reservoirs: x.reservoirs,
      messages: [...cons.messages, ...groupConflicts(x.softConflicts, model.timeZone)],
      constraints: cons.reports,
      ...(x.reserves ? { reserves: x.reserves, reserveRevenue } : {}),
      stats,
    };
  } finally {
    hm.dispose();
  }
}
