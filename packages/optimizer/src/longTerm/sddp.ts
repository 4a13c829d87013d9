import type { Highs } from 'highs';
import { seededRandom } from '../syntheticCascade.js';
import { futureBounds, probabilitiesOf, statesOf, transitionInto } from './modelShape.js';
import { StageLp } from './stageLp.js';
import type { ConvergencePoint, Cut, LongTermModel, LongTermResult, ValueFunction } from './types.js';

export interface SddpOptions {
  /** Stop after this many iterations (default 500). */
  maxIterations?: number;
  /** Stop after this long, ms (default none). */
  timeLimitMs?: number;
  /** Sampled forward paths per iteration, each adding one cut per stage (default 1). */
  forwardPasses?: number;
  /** Paths of the policy simulation that estimates the lower bound (default 300). */
  simulationPaths?: number;
  /** Simulate every this many iterations (default 10); training stops when the gap is below gapTolerance. */
  simulateEvery?: number;
  /** Relative gap between the cut bound and the simulated mean at which training stops (default 0.01). */
  gapTolerance?: number;
  /** Seed of the sampling (default 1), so runs repeat. */
  seed?: number;
  /** Contents (fraction of each reservoir's range, all reservoirs together) at which the first stage's value function is swept. */
  sweepFillings?: readonly number[];
  onProgress?: (p: ConvergencePoint) => void;
  /** Checked between iterations; true stops the training (status TIME_LIMIT). */
  shouldStop?: () => boolean;
}

const DEFAULT_SWEEP = Array.from({ length: 21 }, (_, i) => i / 20);

function sample(p: readonly number[], u: number): number {
  let acc = 0;
  for (let i = 0; i < p.length; i++) {
    acc += p[i];
    if (u < acc) return i;
  }
  return p.length - 1;
}

/**
 * Stochastic dual dynamic programming (Pereira and Pinto 1991; as in SDDP.jl): maximises the expected
 * revenue over the stages. Each iteration samples forward paths through the stages (inflow scenario
 * and Markov price state drawn per stage) and then, backwards, adds at each visited end content one
 * Benders cut, the expectation over the next stage's states and scenarios of its value and water values.
 * The cut model's value at the start is an upper bound; a simulation of the policy gives a lower
 * bound with its 95 % confidence interval. Stages LPs stay loaded in HiGHS and start warm.
 */
export function trainSddp(highs: Highs, model: LongTermModel, opts: SddpOptions = {}): LongTermResult {
  const t0 = performance.now();
  const T = model.stages.length;
  const R = model.reservoirs.length;
  const bounds = futureBounds(model);
  const M = model.stages.map(statesOf);
  const P = model.stages.map((_, t) => transitionInto(model, t));
  const probs = model.stages.map(probabilitiesOf);
  const nodes = model.stages.map((_, t) =>
    Array.from(
      { length: M[t] },
      (__, m) => new StageLp(highs, model, t, m, t === T - 1 ? null : bounds[t + 1] * 1.01 + 1),
    ),
  );
  const rnd = seededRandom(opts.seed ?? 1);
  const x0 = model.reservoirs.map((r) => Math.min(r.maxContent, Math.max(r.minContent, r.initialContent)));
  const cuts: Cut[][][] = nodes.map((row) => row.map(() => []));
  const maxIterations = opts.maxIterations ?? 500;
  const forwardPasses = opts.forwardPasses ?? 1;
  const simulateEvery = opts.simulateEvery ?? 10;
  const tol = opts.gapTolerance ?? 0.01;
  const convergence: ConvergencePoint[] = [];

  /** Expected value and water values after stage t-1 in state prev, at contents x (from stage t on). */
  const expectation = (t: number, prev: number, x: readonly number[]) => {
    let value = 0;
    const slopes = new Array<number>(R).fill(0);
    P[t][prev].forEach((pm, m) => {
      if (pm <= 0) return;
      model.stages[t].inflows.forEach((w, k) => {
        const p = pm * probs[t][k];
        if (p <= 0) return;
        const s = nodes[t][m].solve(x, w);
        value += p * s.objective;
        for (let r = 0; r < R; r++) slopes[r] += p * s.waterValue[r];
      });
    });
    return { value, slopes };
  };
  const cutAt = (t: number, prev: number, x: readonly number[]): Cut => {
    const e = expectation(t, prev, x);
    return { intercept: e.value - e.slopes.reduce((s, b, r) => s + b * x[r], 0), slopes: e.slopes };
  };
  /** One sampled path through the stages: the visited (state, end content) and the revenue. */
  const path = () => {
    let x = x0,
      prev = 0,
      total = 0;
    const visited: { state: number; x: number[] }[] = [];
    for (let t = 0; t < T; t++) {
      const m = sample(P[t][prev], rnd());
      const k = sample(probs[t], rnd());
      const s = nodes[t][m].solve(x, model.stages[t].inflows[k]);
      total += s.immediate;
      x = s.contentOut;
      prev = m;
      visited.push({ state: m, x });
    }
    return { visited, total };
  };
  const simulate = (n: number) => {
    const v: number[] = [];
    for (let i = 0; i < n; i++) v.push(path().total);
    const mean = v.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
    return { mean, ci: (1.96 * sd) / Math.sqrt(n) };
  };

  let status: LongTermResult['status'] = 'ITERATION_LIMIT';
  let iteration = 0;
  let last: ConvergencePoint | undefined;
  try {
    while (iteration < maxIterations) {
      iteration++;
      const paths = Array.from({ length: forwardPasses }, () => path().visited);
      for (let t = T - 1; t >= 1; t--) {
        for (const visited of paths) {
          const { state, x } = visited[t - 1];
          const cut = cutAt(t, state, x);
          nodes[t - 1][state].addCut(cut);
          cuts[t - 1][state].push(cut);
        }
      }
      const upperBound = expectation(0, 0, x0).value;
      const simulateNow = iteration % simulateEvery === 0 || iteration === maxIterations;
      let point: ConvergencePoint = {
        iteration,
        upperBound,
        lowerBound: null,
        lowerBoundCi: null,
        gap: null,
        elapsedMs: performance.now() - t0,
      };
      if (simulateNow) {
        const sim = simulate(opts.simulationPaths ?? 300);
        point = {
          ...point,
          lowerBound: sim.mean,
          lowerBoundCi: sim.ci,
          gap: (upperBound - sim.mean) / Math.max(1e-9, Math.abs(upperBound)),
          elapsedMs: performance.now() - t0,
        };
      }
      convergence.push(point);
      opts.onProgress?.(point);
      if (point.lowerBound !== null) last = point;
      if (point.gap !== null && point.gap < tol) {
        status = 'CONVERGED';
        break;
      }
      if ((opts.timeLimitMs !== undefined && performance.now() - t0 > opts.timeLimitMs) || opts.shouldStop?.()) {
        status = 'TIME_LIMIT';
        break;
      }
    }
    if (!last || last.iteration !== iteration) {
      const sim = simulate(opts.simulationPaths ?? 300);
      const ub = convergence[convergence.length - 1].upperBound;
      last = {
        iteration,
        upperBound: ub,
        lowerBound: sim.mean,
        lowerBoundCi: sim.ci,
        gap: (ub - sim.mean) / Math.max(1e-9, Math.abs(ub)),
        elapsedMs: performance.now() - t0,
      };
      convergence[convergence.length - 1] = last;
    }
    // The first stage's value function has no parent to collect cuts: sweep it over the fillings.
    const sweep = (opts.sweepFillings ?? DEFAULT_SWEEP).map((f) =>
      model.reservoirs.map((r) => r.minContent + f * (r.maxContent - r.minContent)),
    );
    const valueFunctions: ValueFunction[] = [{ stage: 0, state: 0, cuts: sweep.map((x) => cutAt(0, 0, x)) }];
    for (let t = 1; t < T; t++)
      for (let m = 0; m < M[t - 1]; m++) valueFunctions.push({ stage: t, state: m, cuts: cuts[t - 1][m] });
    const terminal = model.reservoirs.map((_, i) => model.terminalWaterValue?.[i] ?? 0);
    for (let m = 0; m < M[T - 1]; m++)
      valueFunctions.push({ stage: T, state: m, cuts: [{ intercept: 0, slopes: terminal }] });
    return {
      method: 'sddp',
      status,
      valueFunctions,
      convergence,
      upperBound: last.upperBound,
      lowerBound: last.lowerBound!,
      lowerBoundCi: last.lowerBoundCi!,
      iterations: iteration,
      elapsedMs: performance.now() - t0,
      notes: [
        `SDDP over ${T} stages, ${R} reservoir(s): ${iteration} iterations, ${forwardPasses} forward path(s) each; lower bound from ${opts.simulationPaths ?? 300} simulated paths`,
        'inflow scenarios stagewise independent' +
          (M.some((m) => m > 1) ? '; prices follow a Markov chain' : '; one price per stage and block'),
      ],
    };
  } finally {
    for (const row of nodes) for (const n of row) n.dispose();
  }
}
