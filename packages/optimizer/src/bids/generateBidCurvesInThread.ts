import type { Highs } from 'highs';
import { buildLp } from '../buildLp.js';
import { explainInfeasibility } from '../explainInfeasibility.js';
import { highsModelData } from '../highsModelData.js';
import { solveOnOff } from '../solveOnOff.js';
import { solvePlanInThread } from '../solvePlanInThread.js';
import { threadCpuMs } from '../threadCpu.js';
import type { OptimizerModel } from '../types.js';
import { bidCapacityPart } from './bidCapacity.js';
import { bidCurve } from './bidCurves.js';
import { bidPricePoints, givenPricePoints } from './bidPricePoints.js';
import { interpolationOf } from './bidVolumeAt.js';
import { buildBidLp, netPowerTerms, type FixedOnOff } from './buildBidLp.js';
import { LP_PARTS } from '../lpParts.js';
import { checkBidOptions, scenarioModel } from './scenarioModels.js';
import type { BidCurveResult, BidSolveOptions } from './types.js';

type InThreadOptions = Omit<BidSolveOptions, 'signal'>;

/**
 * Day-ahead bid curves on this thread (generateBidCurves runs it in a worker). Several scenarios: the
 * two-stage stochastic programme (buildBidLp) with the on/off decisions, if the model has any, fixed
 * from the deterministic plan at the forecast (`model.price`). One scenario: the plan itself
 * (solvePlanInThread, on/off decisions and head iterations included), whose net power is the volume at
 * the scenario's price: one scenario's programme is the plan's LP with the volumes defined by the
 * coupling rows, so the plan is its optimum, and taking it (rather than another vertex of a tie) makes
 * the deterministic curve give exactly the plan's volume at the forecast price.
 */
export function generateBidCurvesInThread(
  highs: Highs,
  model: OptimizerModel,
  options: InThreadOptions,
): BidCurveResult {
  const cpu0 = threadCpuMs();
  const t0 = performance.now();
  const result =
    options.scenarios.length === 1 ? deterministic(highs, model, options) : stochastic(highs, model, options);
  result.stats.solveMs = performance.now() - t0;
  result.stats.cpuMs = threadCpuMs() - cpu0;
  return result;
}

function deterministic(highs: Highs, model: OptimizerModel, o: InThreadOptions): BidCurveResult {
  checkBidOptions(model, o);
  const m = scenarioModel(model, o.scenarios[0], o);
  const plan = solvePlanInThread(highs, m, o);
  if (plan.status !== 'OPTIMAL')
    throw new Error(`The plan has no solution (${plan.status}): ${plan.messages.join(' ')}`);
  const probe = bidCapacityPart(model);
  buildLp(m, { parts: [...LP_PARTS, probe.part] });
  const power: number[] = [];
  const curves = [];
  for (let t = o.fromStep; t < o.toStep; t++) {
    const p = plan.units.reduce((s, u) => s + u.power[t], 0);
    const price = (m.price as number[])[t];
    const points = o.pricePoints ? givenPricePoints(o.pricePoints) : bidPricePoints([price]);
    const { i, w } = interpolationOf(points, price);
    const touched = points.map((_, k) => k === i || (w < 1 && k === i + 1));
    curves.push(
      bidCurve(
        points,
        points.map(() => p),
        touched,
        probe.capacity.lo[t],
        probe.capacity.hi[t],
      ),
    );
    power.push(p);
  }
  return {
    curves,
    expectedObjective: plan.objective,
    scenarios: [{ objective: plan.objective, power }],
    stats: { rows: plan.stats.rows, cols: plan.stats.cols, solveMs: 0 },
  };
}

/** The deterministic plan's on/off decisions at the forecast, to fix in every scenario. */
function planOnOff(highs: Highs, model: OptimizerModel, o: InThreadOptions): FixedOnOff | undefined {
  const lp = buildLp(model);
  if (!lp.integrality) return undefined;
  const hm = highs.createModel(highsModelData(highs, lp));
  try {
    hm.options.set({ output_flag: false, ...o.highsOptions });
    const r = solveOnOff(highs, hm, lp, o);
    if (!r.fixed) throw new Error('The deterministic plan found no on/off decisions within its work budget');
    return { bins: r.bins, values: r.fixed };
  } finally {
    hm.dispose();
  }
}

function stochastic(highs: Highs, model: OptimizerModel, o: InThreadOptions): BidCurveResult {
  const bid = buildBidLp(model, o, planOnOff(highs, model, o));
  const hm = highs.createModel(highsModelData(highs, bid));
  try {
    hm.options.set({ output_flag: false, ...o.highsOptions });
    hm.run();
    const S = highs.constants.modelStatus;
    const status = hm.getModelStatus();
    if (status === S.infeasible)
      throw new Error(`The bid programme has no solution: ${explainInfeasibility(highs, model).join(' ')}`);
    if (status !== S.optimal) throw new Error(`The bid programme ended with solver status ${status}`);
    const x = hm.getSolution().colValue;
    const curves = bid.points.map((prices, d) => {
      const t = o.fromStep + d;
      return bidCurve(
        prices,
        bid.pointCol[d].map((c) => x[c]),
        bid.touched[d],
        bid.capacity.lo[t],
        bid.capacity.hi[t],
      );
    });
    const scenarios = bid.scenarios.map(({ lp, model: m, col0 }) => {
      let objective = 0;
      for (let j = 0; j < lp.numCols; j++) objective += lp.colCost[j] * x[col0 + j];
      const power: number[] = [];
      for (let t = o.fromStep; t < o.toStep; t++)
        power.push(netPowerTerms(lp, m, t, col0).reduce((p, [c, v]) => p + x[c] * v, 0));
      return { objective, power };
    });
    return {
      curves,
      expectedObjective: hm.getObjectiveValue(),
      scenarios,
      stats: { rows: bid.numRows, cols: bid.numCols, solveMs: 0 },
    };
  } finally {
    hm.dispose();
  }
}
