import { optAt } from './series.js';
import { sliceReserves } from './windowReserves.js';
import type { GeneralConstraint, OptimizerModel, OptionalStepSeries, StepSeries } from './types.js';

const cut = <S extends StepSeries | OptionalStepSeries | undefined>(s: S, from: number, to: number): S =>
  s === undefined || typeof s === 'number' ? s : (s.slice(from, to) as unknown as S);

const last = (a: number[], n: number) => (n > 0 ? a.slice(-n) : []);

/** State carried from one window into the next. */
export interface WindowStart {
  /** m3 per reservoir. */
  content: number[];
  /** Past releases per unit (m3/s, oldest first), at least delaySteps long. */
  releases: number[][];
  /** Past spills per reservoir (m3/s, oldest first), at least spillDelaySteps long. */
  spills: number[][];
  /** Power and discharge of the last step per unit. */
  power: (number | undefined)[];
  flow: (number | undefined)[];
}

/**
 * An energy target's values for the window [from, to): a period cut by a window edge asks each part
 * for its share of the period's energy by its share of the steps (an approximation: one LP over
 * the whole period could shift energy between the parts).
 */
function energyShare(c: GeneralConstraint, T: number, from: number, to: number): OptionalStepSeries {
  const lo = c.fromStep ?? 0,
    hi = Math.min(T, c.toStep ?? T);
  const out = new Array<number | null>(to - from).fill(null);
  const active = (i: number) => i >= lo && i < hi && !Number.isNaN(optAt(c.value, i));
  for (let t = Math.max(from, lo); t < Math.min(to, hi); t++) {
    if (!active(t) || out[t - from] !== null) continue;
    let s = t,
      e = t;
    while (active(s - 1)) s--;
    while (active(e + 1)) e++;
    const inWindow = Math.min(e, to - 1) - t + 1;
    const v = (optAt(c.value, s) * inWindow) / (e - s + 1);
    for (let i = t; i < t + inWindow; i++) out[i - from] = v;
  }
  return out;
}

/**
 * Steps [from, to) of the model as a model of its own: starting from `start`, ending with water
 * valued at `endValue` EUR/m3 per reservoir (the model's own end conditions on the last window).
 */
export function sliceModel(
  model: OptimizerModel,
  from: number,
  to: number,
  start: WindowStart,
  endValue: number[] | null,
): OptimizerModel {
  const steps = to - from;
  const constraints: GeneralConstraint[] = [];
  for (const c of model.constraints ?? []) {
    const f = Math.max(0, (c.fromStep ?? 0) - from),
      t = Math.min(steps, (c.toStep ?? Infinity) - from);
    const value = c.kind === 'MIN_ENERGY' ? energyShare(c, model.steps, from, to) : cut(c.value, from, to);
    if (f < t) constraints.push({ ...c, value, upper: cut(c.upper, from, to), fromStep: f, toStep: t });
  }
  return {
    ...model,
    start: model.start + from * model.stepSeconds * 1000,
    steps,
    price: cut(model.price, from, to),
    constraints,
    reserves: sliceReserves(model, from, to),
    // the long-term cuts value the water at the model's end only: inner windows end at endValue
    futureValue: endValue ? undefined : model.futureValue,
    reservoirs: model.reservoirs.map((r, i) => ({
      ...r,
      initialContent: start.content[i],
      inflow: cut(r.inflow, from, to),
      minContent: cut(r.minContent, from, to),
      maxContent: cut(r.maxContent, from, to),
      minLevel: cut(r.minLevel, from, to),
      maxLevel: cut(r.maxLevel, from, to),
      spillHistory: last(start.spills[i], r.spillDelaySteps ?? 0),
      terminalWaterValue: endValue ? endValue[i] : r.terminalWaterValue,
      targetEndContent: endValue ? undefined : r.targetEndContent,
    })),
    units: model.units.map((u, i) => ({
      ...u,
      availability: cut(u.availability, from, to),
      fixedPower: cut(u.fixedPower, from, to),
      fixedFlow: cut(u.fixedFlow, from, to),
      releaseHistory: last(start.releases[i], u.delaySteps ?? 0),
      initialPower: start.power[i],
      initialFlow: start.flow[i],
      initialOn: from === 0 ? u.initialOn : undefined,
    })),
  };
}
