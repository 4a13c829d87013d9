import { contentToLevel, levelToContent } from '../../curves.js';
import { at } from '../../series.js';
import type { Segment } from '../../curves.js';
import type { HeadPoint, LevelContentPoint, OptimizerModel, PlanResult } from '../../types.js';
import { netHead, unitPower } from './headPhysics.js';
import type { HeadSeat } from './headTopology.js';

/** A head unit's power curve per step: fixed flow breakpoints, per-step slopes [t * segments + k]. */
export interface HeadCurve {
  /** Widths of the segments; `slope` is the largest slope over the steps (capacities only). */
  segments: Segment[];
  stepSlopes: Float64Array;
}

/** An operating point read for lookups by index (built once per point: the lookups run per unit, step and breakpoint). */
interface PointView {
  levels: Map<string, ArrayLike<number>>;
  start: Map<string, number>;
  reservoirs: Map<string, OptimizerModel['reservoirs'][number]>;
  flows: (readonly number[] | undefined)[];
}
const views = new WeakMap<object, PointView>();

function viewOf(model: OptimizerModel, point: HeadPoint | undefined): PointView {
  const key = point ?? model;
  let v = views.get(key);
  if (!v) {
    v = {
      levels: new Map(Object.entries(point?.levels ?? {})),
      start: new Map(
        model.reservoirs.flatMap((r) =>
          r.levelContent ? [[r.id, contentToLevel(r.levelContent, r.initialContent)]] : [],
        ),
      ),
      reservoirs: new Map(model.reservoirs.map((r) => [r.id, r])),
      flows: model.units.map((u) => point?.flows[u.id]),
    };
    views.set(key, v);
  }
  return v;
}

/** Level of reservoir `id` at the start of step t in the operating point (SHOP values a step at its start level). */
export function pointLevel(model: OptimizerModel, point: HeadPoint | undefined, id: string, t: number): number {
  const v = viewOf(model, point);
  const levels = v.levels.get(id);
  return levels ? levels[t] : v.start.get(id)!;
}

const flowOf = (model: OptimizerModel, point: HeadPoint | undefined, ui: number, t: number) =>
  viewOf(model, point).flows[ui]?.[t] ?? 0;

/** Net head of unit ui at step t running `q` m3/s while the others on its plant run as in the point. */
export function headAt(
  model: OptimizerModel,
  seat: HeadSeat,
  point: HeadPoint | undefined,
  ui: number,
  t: number,
  q: number,
) {
  const u = model.units[ui];
  let plant = q,
    pen = q;
  for (const o of seat.plantUnits) if (o !== ui) plant += flowOf(model, point, o, t);
  for (const o of seat.penstockUnits) if (o !== ui) pen += flowOf(model, point, o, t);
  return netHead(seat.plant, pointLevel(model, point, u.upstream!, t), plant, seat.penstockLoss, pen);
}

/** Flow breakpoints of a head unit: 0, then every discharge of its efficiency curves (up to qMax). */
export function headBreakpoints(model: OptimizerModel, ui: number): number[] {
  const u = model.units[ui];
  const qMax = u.qMax ?? Infinity;
  const qs = [...new Set(u.turbEffCurves!.flatMap((c) => c.points.map((p) => p.q)))].filter((q) => q > 0 && q < qMax);
  if (Number.isFinite(qMax)) qs.push(qMax);
  return [0, ...qs.sort((a, b) => a - b)];
}

/** Upper concave hull of points sorted by x (starting at (0,0)) evaluated at every point's x. */
function hullValues(qs: readonly number[], ps: readonly number[]): number[] {
  const hull: number[] = [];
  for (let i = 0; i < qs.length; i++) {
    while (hull.length >= 2) {
      const a = hull[hull.length - 2],
        b = hull[hull.length - 1];
      if ((ps[b] - ps[a]) * (qs[i] - qs[a]) <= (ps[i] - ps[a]) * (qs[b] - qs[a])) hull.pop();
      else break;
    }
    hull.push(i);
  }
  const out = new Array<number>(qs.length);
  let h = 0;
  for (let i = 0; i < qs.length; i++) {
    while (h + 1 < hull.length && qs[hull[h + 1]] < qs[i]) h++;
    const a = hull[h],
      b = hull[Math.min(h + 1, hull.length - 1)];
    out[i] = a === b ? ps[a] : ps[a] + ((ps[b] - ps[a]) * (qs[i] - qs[a])) / (qs[b] - qs[a]);
  }
  return out;
}

/**
 * The linearised power of head unit ui: per step the physical power at each breakpoint at the head of
 * the operating point (start level of the step, the other units' flows on its plant and penstock, its
 * own flow in the losses and the outlet line), then the upper concave hull of those points so the LP
 * fills the segments in order. `fromMinimum` (units with on/off decisions): the first segment runs
 * from 0 to the lowest discharge of the curves and is always whole when running, so the hull starts
 * at that point (the part-load power is not lifted to the best efficiency's chord from 0).
 */
export function lineariseUnit(
  model: OptimizerModel,
  seat: HeadSeat,
  ui: number,
  point: HeadPoint | undefined,
  fromMinimum: boolean,
): HeadCurve {
  const u = model.units[ui];
  const T = model.steps;
  const qs = headBreakpoints(model, ui);
  const n = qs.length - 1;
  const stepSlopes = new Float64Array(T * n);
  const best = new Float64Array(n).fill(-Infinity);
  const ps = new Array<number>(qs.length).fill(0);
  for (let t = 0; t < T; t++) {
    for (let k = 1; k <= n; k++) ps[k] = Math.max(0, unitPower(u, qs[k], headAt(model, seat, point, ui, t, qs[k])));
    // A unit with on/off decisions runs its first segment whole (head part's rows): the hull starts there.
    const hv = fromMinimum ? [0, ...hullValues(qs.slice(1), ps.slice(1))] : hullValues(qs, ps);
    for (let k = 0; k < n; k++) {
      const s = (hv[k + 1] - hv[k]) / (qs[k + 1] - qs[k]);
      stepSlopes[t * n + k] = s;
      if (s > best[k]) best[k] = s;
    }
  }
  return { segments: qs.slice(1).map((q, k) => ({ dq: q - qs[k], slope: best[k] })), stepSlopes };
}

/** Level per content of a level-to-content curve at a level, m per m3 (the slope of its segment). */
function levelPerContent(curve: readonly LevelContentPoint[], level: number): number {
  let i = 1;
  while (i < curve.length - 1 && curve[i].level < level) i++;
  return (curve[i].level - curve[i - 1].level) / (curve[i].content - curve[i - 1].content);
}

/**
 * How the power of head unit ui at step t moves with the content of its upstream reservoir at the
 * start of the step, MW per m3, around the operating point: dP/dH at its flow and net head times
 * dLevel/dContent (0 where it did not run). With it the LP sees that drawing a reservoir down costs
 * power in every later step (SHOP's linearisation in head as well as in discharge).
 */
export function headSensitivity(
  model: OptimizerModel,
  seat: HeadSeat,
  ui: number,
  point: HeadPoint,
  t: number,
): number {
  const u = model.units[ui];
  const q = flowOf(model, point, ui, t);
  if (!(q > 0)) return 0;
  const h = headAt(model, seat, point, ui, t, q);
  const dPdH = unitPower(u, q, h + 0.5) - unitPower(u, q, h - 0.5);
  const r = viewOf(model, point).reservoirs.get(u.upstream!)!;
  return dPdH * levelPerContent(r.levelContent!, pointLevel(model, point, r.id, t));
}

/** One head term of the LP objective: EUR per m3 of reservoir r's content at the end of step t - 1, around content0 (m3). */
export interface HeadTerm {
  r: number;
  t: number;
  perM3: number;
  content0: number;
}

/** The head terms of a linearisation (price x hours x dP/dV of every head unit and step after the first). */
export function headTerms(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  point: HeadPoint,
): HeadTerm[] {
  const out: HeadTerm[] = [];
  const hours = model.stepSeconds / 3600;
  seats.forEach((seat, ui) => {
    if (!seat) return;
    const r = model.reservoirs.findIndex((x) => x.id === model.units[ui].upstream);
    const res = model.reservoirs[r];
    for (let t = 1; t < model.steps; t++) {
      const perM3 = at(model.price, t) * hours * headSensitivity(model, seat, ui, point, t);
      if (perM3 !== 0)
        out.push({ r, t, perM3, content0: levelToContent(res.levelContent!, pointLevel(model, point, res.id, t)) });
    }
  });
  return out;
}

/** Value of the head terms in a plan, EUR (part of its LP objective, not of its revenue). */
export function headTermValue(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  plan: PlanResult,
): number {
  const point = model.headPoint;
  if (!point?.on) return 0;
  return headTerms(model, seats, point).reduce(
    (s, h) => s + h.perM3 * (plan.reservoirs[h.r].content[h.t - 1] - h.content0),
    0,
  );
}
