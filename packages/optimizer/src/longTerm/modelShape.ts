import type { LongTermModel, LongTermStage } from './types.js';
import { limitedSegments } from './stageLp.js';
import { maxOf } from '@penstock/domain';

/** Number of Markov price states of a stage (all its blocks agree). */
export function statesOf(stage: LongTermStage): number {
  const n = stage.blocks[0]?.price.length ?? 1;
  if (stage.blocks.some((b) => b.price.length !== n))
    throw new Error('Every price block of a stage needs one price per Markov state');
  return n;
}

/** transition[i][j] into the stage (a single row of ones when there is no chain). */
export function transitionInto(model: LongTermModel, t: number): number[][] {
  const M = statesOf(model.stages[t]);
  const prevM = t === 0 ? 1 : statesOf(model.stages[t - 1]);
  const given = model.stages[t].transition;
  if (!given) {
    if (M !== 1) throw new Error(`Stage ${t} has ${M} price states but no transition matrix`);
    return Array.from({ length: prevM }, () => [1]);
  }
  if (given.length !== prevM || given.some((row) => row.length !== M))
    throw new Error(`Stage ${t}: transition matrix must be ${prevM} x ${M}`);
  return given.map((row) => [...row]);
}

export function probabilitiesOf(stage: LongTermStage): number[] {
  const n = stage.inflows.length;
  if (!n) throw new Error('Every stage needs at least one inflow scenario');
  const p = stage.probabilities ? [...stage.probabilities] : Array.from({ length: n }, () => 1 / n);
  if (p.length !== n) throw new Error('One probability per inflow scenario');
  return p;
}

/** Checks shapes and returns a bound on the value of the stages from `t` on (EUR) for each t, plus the terminal. */
export function futureBounds(model: LongTermModel): number[] {
  const R = model.reservoirs.length;
  model.stages.forEach((st, t) => {
    const hours = st.blocks.reduce((s, b) => s + b.hours, 0);
    if (Math.abs(hours * 3600 - st.seconds) > 1e-6 * st.seconds)
      throw new Error(`Stage ${t}: price blocks cover ${hours} h of ${st.seconds / 3600} h`);
    if (st.inflows.some((w) => w.length !== R))
      throw new Error(`Stage ${t}: every inflow scenario needs one value per reservoir`);
  });
  const pMax = model.units.reduce((s, u) => s + limitedSegments(u).reduce((a, g) => a + g.dq * g.slope, 0), 0);
  const terminal = model.reservoirs.reduce(
    (s, r, i) => s + Math.max(0, model.terminalWaterValue?.[i] ?? 0) * r.maxContent,
    0,
  );
  const bounds = new Array<number>(model.stages.length + 1);
  bounds[model.stages.length] = terminal;
  for (let t = model.stages.length - 1; t >= 0; t--) {
    const st = model.stages[t];
    const stageMax = st.blocks.reduce((s, b) => s + Math.max(0, maxOf(b.price)) * pMax * b.hours, 0);
    bounds[t] = bounds[t + 1] + stageMax;
  }
  return bounds;
}
