import { futureBounds, probabilitiesOf, statesOf } from './modelShape.js';
import { limitedSegments } from './stageLp.js';
import { fillSegments, type Segment } from '../curves.js';
import type { Cut, LongTermModel, LongTermResult, ValueFunction } from './types.js';

export interface SdpOptions {
  /** Contents on the grid, from min to max (default 201). */
  gridPoints?: number;
}

/**
 * Revenue of releasing a volume through the turbines in one stage, EUR, as a concave piecewise-linear
 * function: every (price block, turbine segment) pair is a segment of slope price x slope / 3600 EUR
 * per m3 and width its flow width over the block, m3; a volume fills the best segments first.
 */
function releaseRevenue(model: LongTermModel, t: number) {
  const items: Segment[] = [];
  const r = model.reservoirs[0];
  for (const u of model.units) {
    if (u.upstream !== r.id) continue;
    for (const b of model.stages[t].blocks) {
      for (const s of limitedSegments(u))
        items.push({ slope: (b.price[0] * s.slope) / 3600, dq: s.dq * b.hours * 3600 });
    }
  }
  items.sort((a, b) => b.slope - a.slope);
  const useful = items.filter((i) => i.slope >= 0);
  const capacity = items.reduce((s, i) => s + i.dq, 0);
  const spillPenalty = r.spillPenalty ?? 1e-4;
  return (volume: number) => {
    const { value } = fillSegments(volume, useful);
    // what the turbines and gates at zero value cannot take is spilled
    return value - Math.max(0, volume - capacity) * spillPenalty;
  };
}

/**
 * Discretised stochastic dynamic programme for one reservoir (no pumps): the value at the start of
 * each stage on a grid of contents, by backward recursion over the stages; in each stage and inflow
 * scenario the best end content on the grid. The value functions are answered as cuts through
 * neighbouring grid points, like SDDP's, so both feed the same tables and the short-term model.
 */
export function solveSdp(model: LongTermModel, opts: SdpOptions = {}): LongTermResult {
  const t0 = performance.now();
  if (model.reservoirs.length !== 1) throw new Error('The SDP handles one reservoir; use SDDP for cascades');
  if (model.units.some((u) => u.type === 'PUMP' || u.type === 'PUMP_TURBINE'))
    throw new Error('The SDP handles no pumps; use SDDP');
  if (model.stages.some((s) => statesOf(s) > 1))
    throw new Error('The SDP handles one price per block; use SDDP for Markov prices');
  futureBounds(model); // checks the shapes
  const res = model.reservoirs[0];
  const N = Math.max(2, opts.gridPoints ?? 201);
  const T = model.stages.length;
  const lo = res.minContent,
    hi = res.maxContent;
  const h = (hi - lo) / (N - 1);
  const grid = Array.from({ length: N }, (_, i) => lo + i * h);
  const terminal = model.terminalWaterValue?.[0] ?? 0;
  let next = grid.map((x) => terminal * x);
  const values: Float64Array[] = [];
  for (let t = T - 1; t >= 0; t--) {
    const st = model.stages[t];
    const g = releaseRevenue(model, t);
    const p = probabilitiesOf(st);
    const cur = new Float64Array(N);
    for (let i = 0; i < N; i++) {
      let expected = 0;
      st.inflows.forEach((w, k) => {
        const avail = grid[i] + w[0] * st.seconds;
        // value of ending at grid point j is concave in j: scan down from the highest reachable one
        let j = Math.min(N - 1, Math.floor((avail - lo) / h + 1e-9));
        let best = -Infinity;
        for (; j >= 0; j--) {
          const v = g(avail - grid[j]) + next[j];
          if (v < best - 1e-9 * Math.abs(best)) break;
          if (v > best) best = v;
        }
        expected += p[k] * best;
      });
      cur[i] = expected;
    }
    values[t] = cur;
    next = Array.from(cur);
  }
  const cutsOf = (v: ArrayLike<number>): Cut[] => {
    const cuts: Cut[] = [];
    for (let i = 0; i + 1 < N; i++) {
      const slope = (v[i + 1] - v[i]) / h;
      cuts.push({ intercept: v[i] - slope * grid[i], slopes: [slope] });
    }
    return cuts;
  };
  const valueFunctions: ValueFunction[] = values.map((v, t) => ({ stage: t, state: 0, cuts: cutsOf(v) }));
  valueFunctions.push({ stage: T, state: 0, cuts: [{ intercept: 0, slopes: [terminal] }] });
  const x0 = Math.min(hi, Math.max(lo, res.initialContent));
  const i0 = Math.min(N - 2, Math.floor((x0 - lo) / h));
  const value = values[0][i0] + ((values[0][i0 + 1] - values[0][i0]) * (x0 - grid[i0])) / h;
  const elapsedMs = performance.now() - t0;
  return {
    method: 'sdp',
    status: 'CONVERGED',
    valueFunctions,
    convergence: [{ iteration: 1, upperBound: value, lowerBound: value, lowerBoundCi: 0, gap: 0, elapsedMs }],
    upperBound: value,
    lowerBound: value,
    lowerBoundCi: 0,
    iterations: 1,
    elapsedMs,
    notes: [
      `SDP over ${T} stages on a grid of ${N} contents (exact on the grid: no sampling, so no gap)`,
      'inflow scenarios stagewise independent; one price per stage and block',
    ],
  };
}
