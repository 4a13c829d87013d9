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
  // The point's view once per call, not per unit summed (headAt runs per unit, step and breakpoint).
  const v = viewOf(model, point);
  const id = model.units[ui].upstream!;
  const levels = v.levels.get(id);
  let plant = q,
    pen = q;
  for (const o of seat.plantUnits) if (o !== ui) plant += v.flows[o]?.[t] ?? 0;
  for (const o of seat.penstockUnits) if (o !== ui) pen += v.flows[o]?.[t] ?? 0;
  return netHead(seat.plant, levels ? levels[t] : v.start.get(id)!, plant, seat.penstockLoss, pen);
}

/**
 * headAt for one unit with the point's lookups done once: (t, q) -> net head, the same sums in the same
 * order (the linearisation calls it per unit, step and breakpoint of every iteration's LP).
 */
function unitHead(model: OptimizerModel, seat: HeadSeat, point: HeadPoint | undefined, ui: number) {
  const v = viewOf(model, point);
  const id = model.units[ui].upstream!;
  const levels = v.levels.get(id);
  const start = v.start.get(id)!;
  const plantOthers = seat.plantUnits.filter((o) => o !== ui).map((o) => v.flows[o]);
  const penOthers = seat.penstockUnits.filter((o) => o !== ui).map((o) => v.flows[o]);
  const { plant: p, penstockLoss } = seat;
  return (t: number, q: number) => {
    let plant = q,
      pen = q;
    for (let i = 0; i < plantOthers.length; i++) plant += plantOthers[i]?.[t] ?? 0;
    for (let i = 0; i < penOthers.length; i++) pen += penOthers[i]?.[t] ?? 0;
    return netHead(p, levels ? levels[t] : start, plant, penstockLoss, pen);
  };
}

/** Flow breakpoints of a head unit: 0, then every discharge of its efficiency curves (up to qMax). */
export function headBreakpoints(model: OptimizerModel, ui: number): number[] {
  const u = model.units[ui];
  const qMax = u.qMax ?? Infinity;
  const qs = [...new Set(u.turbEffCurves!.flatMap((c) => c.points.map((p) => p.q)))].filter((q) => q > 0 && q < qMax);
  if (Number.isFinite(qMax)) qs.push(qMax);
  return [0, ...qs.sort((a, b) => a - b)];
}

/**
 * Upper concave hull of points i0..n-1 sorted by x evaluated at each point's x, into out[i0..n-1]
 * (`hull`: scratch of n indices; no arrays built: it runs per head unit and step of every LP).
 */
function hullValues(qs: readonly number[], ps: readonly number[], i0: number, out: number[], hull: Int32Array): void {
  const n = qs.length;
  let len = 0;
  for (let i = i0; i < n; i++) {
    while (len >= 2) {
      const a = hull[len - 2],
        b = hull[len - 1];
      if ((ps[b] - ps[a]) * (qs[i] - qs[a]) <= (ps[i] - ps[a]) * (qs[b] - qs[a])) len--;
      else break;
    }
    hull[len++] = i;
  }
  let h = 0;
  for (let i = i0; i < n; i++) {
    while (h + 1 < len && qs[hull[h + 1]] < qs[i]) h++;
    const a = hull[h],
      b = hull[Math.min(h + 1, len - 1)];
    out[i] = a === b ? ps[a] : ps[a] + ((ps[b] - ps[a]) * (qs[i] - qs[a])) / (qs[b] - qs[a]);
  }
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
  const hv = new Array<number>(qs.length).fill(0);
  const hull = new Int32Array(qs.length);
  const head = unitHead(model, seat, point, ui);
  for (let t = 0; t < T; t++) {
    for (let k = 1; k <= n; k++) ps[k] = Math.max(0, unitPower(u, qs[k], head(t, qs[k])));
    // A unit with on/off decisions runs its first segment whole (head part's rows): the hull starts there (hv[0] stays 0).
    hullValues(qs, ps, fromMinimum ? 1 : 0, hv, hull);
    for (let k = 0; k < n; k++) {
      const s = (hv[k + 1] - hv[k]) / (qs[k + 1] - qs[k]);
      stepSlopes[t * n + k] = s;
      if (s > best[k]) best[k] = s;
    }
  }
  return { segments: qs.slice(1).map((q, k) => ({ dq: q - qs[k], slope: best[k] })), stepSlopes };
}

/**
 * The physical power of head unit ui around the point, per step: for power limits the LP power
 * (`curve`, this LP's own, linearised at the same point) plus `offset`; for ramps the LP power plus
 * `slopes` (MW per m3/s more on each segment: the physics' own slope at the point's flow on the
 * segments it lies on, less the curve's), `perM3` (MW per m3 of upstream content at the step's start:
 * the head) and `rampOffset`. Both are exact at the point's flow and levels (measured on this LP's
 * curve, not the previous LP's: the head change since is in the curve); the ramps' is first-order
 * around them too, so a ramping plan keeps its ramps at its own head once the iterations settle (a
 * constant alone moves with every change of flow inside a segment and takes many iterations).
 */
export interface PhysicalPower {
  /** Physics less LP power at the point's flow (power limits). */
  offset: Float64Array;
  /** Physics less LP power less the first-order terms at the point (ramps). */
  rampOffset: Float64Array;
  /** [t * segments + k] */
  slopes: Float64Array;
  perM3: Float64Array;
  content0: Float64Array;
}

export function physicalPower(
  model: OptimizerModel,
  seat: HeadSeat,
  ui: number,
  point: HeadPoint,
  curve: HeadCurve,
): PhysicalPower {
  const u = model.units[ui];
  const T = model.steps;
  const n = curve.segments.length;
  const out: PhysicalPower = {
    offset: new Float64Array(T),
    rampOffset: new Float64Array(T),
    slopes: new Float64Array(T * n),
    perM3: new Float64Array(T),
    content0: new Float64Array(T),
  };
  const head = unitHead(model, seat, point, ui);
  const power = (t: number, q: number) => (q > 0 ? unitPower(u, q, head(t, q)) : 0);
  const v = viewOf(model, point);
  const r = v.reservoirs.get(u.upstream!)!;
  const levels = v.levels.get(r.id),
    start = v.start.get(r.id)!;
  const flows = v.flows[ui];
  const slopes = curve.stepSlopes;
  const ends = new Float64Array(n + 1);
  curve.segments.forEach((g, k) => (ends[k + 1] = ends[k] + g.dq));
  for (let t = 0; t < T; t++) {
    const q = flows?.[t] ?? 0;
    // Slopes of this step at [s0 + k] (no view or closure per step: this loop runs per head unit and step of every iteration).
    const s0 = t * n;
    // Facets: runs of segments with one slope. The LP fills a facet's segments in any order, so they
    // all take one correction; the facets the flow lies on (two at their boundary) take the physics'
    // slope inside them there.
    let lp = 0,
      more = 0;
    for (let a = 0; a < n;) {
      let b = a + 1;
      while (b < n && Math.abs(slopes[s0 + b] - slopes[s0 + a]) <= 1e-12 * Math.abs(slopes[s0 + a])) b++;
      const lo = ends[a],
        hi = ends[b];
      const fill = Math.min(Math.max(q - lo, 0), hi - lo);
      lp += fill * slopes[s0 + a];
      const eps = 1e-6 * (hi - lo),
        near = 1e-9 * (hi - lo);
      if (q >= lo - near && q <= hi + near) {
        const d =
          q <= lo + near
            ? (power(t, lo + eps) - power(t, lo)) / eps
            : q >= hi - near
              ? (power(t, hi) - power(t, hi - eps)) / eps
              : (power(t, q + eps) - power(t, q - eps)) / (2 * eps);
        for (let k = a; k < b; k++) out.slopes[s0 + k] = d - slopes[s0 + a];
        more += (d - slopes[s0 + a]) * fill;
      }
      a = b;
    }
    if (t > 0) {
      out.perM3[t] = headSensitivity(model, seat, ui, point, t);
      out.content0[t] = levelToContent(r.levelContent!, levels ? levels[t] : start);
    }
    out.offset[t] = power(t, q) - lp;
    out.rampOffset[t] = out.offset[t] - more - out.perM3[t] * out.content0[t];
  }
  return out;
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
  // Once per point, unit and step: the LP's ramps and its objective's head terms both read it.
  let memo = sensitivities.get(point);
  if (memo?.model !== model) sensitivities.set(point, (memo = { model, perUnit: [], heads: [] }));
  const known = (memo.perUnit[ui] ??= new Float64Array(model.steps).fill(NaN));
  if (Number.isNaN(known[t]))
    known[t] = sensitivity(model, (memo.heads[ui] ??= unitHead(model, seat, point, ui)), ui, point, t);
  return known[t];
}

const sensitivities = new WeakMap<
  HeadPoint,
  { model: OptimizerModel; perUnit: Float64Array[]; heads: ReturnType<typeof unitHead>[] }
>();

function sensitivity(
  model: OptimizerModel,
  head: ReturnType<typeof unitHead>,
  ui: number,
  point: HeadPoint,
  t: number,
): number {
  const u = model.units[ui];
  const q = flowOf(model, point, ui, t);
  if (!(q > 0)) return 0;
  const h = head(t, q);
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

const termsOf = new WeakMap<HeadPoint, { model: OptimizerModel; terms: HeadTerm[] }>();

/**
 * The head terms of a linearisation (price x hours x dP/dV of every head unit and step after the
 * first), once per point: the LP's build and the valuation of its plan (headTermValue) both read them.
 */
export function headTerms(
  model: OptimizerModel,
  seats: readonly (HeadSeat | undefined)[],
  point: HeadPoint,
): HeadTerm[] {
  const known = termsOf.get(point);
  if (known?.model === model) return known.terms;
  const out: HeadTerm[] = [];
  termsOf.set(point, { model, terms: out });
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
