import type { BuildContext } from '../../lp/lpPart.js';
import { COL, ROW, VOLUME_UNIT } from '../../lp/lpKinds.js';
import { unitFlowTerms, unitPowerTerms, type Terms } from '../../lp/terms.js';
import { optAt } from '../../series.js';
import type { GeneralConstraint } from '../../types.js';

/** A minimum flow or power row on one unit, strengthened once every unit's on/off columns exist. */
export interface UnitMin {
  ui: number;
  t: number;
  v: number;
  slack: number;
}
/** A flow ramp row on one unit, likewise. */
export interface UnitRamp {
  ui: number;
  t: number;
  v: number;
  up: boolean;
  down: boolean;
  hi: number;
  lo: number;
}

/** What the rows of one constraint are made with (see kinds in reservoirKinds, unitKinds, commitmentKinds). */
export interface KindContext {
  x: BuildContext;
  c: GeneralConstraint;
  ci: number;
  /** Active steps (value given, inside fromStep..toStep), and the value per step (NaN: not active). */
  steps: number[];
  val(t: number): number;
  isActive(t: number): boolean;
  /** The tier's factor (0 for hard constraints), the violation scale and the costs per LP unit of slack. */
  f: number;
  scale: { perM3: number; perMWh: number };
  volCost: number;
  flowCost: number;
  powerCost: number;
  /** A row over `terms` within [lo, hi], with slacks costing `cost` EUR per LP unit unless hard. */
  row(terms: Terms, lo: number, hi: number, step: number, first: number, cost: number, unitScale: number): void;
  /** A minimum or maximum row per active step. */
  minMax(
    terms: (t: number) => Terms,
    conv: (v: number) => number,
    cost: number,
    unitScale: number,
    isMin: boolean,
  ): void;
  /** A ramp row per active step on the change of `terms` (from `initial` at step 0). */
  ramp(terms: (t: number) => Terms, initial: number | undefined, up: boolean, down: boolean, cost: number): void;
  unitOf(): number;
  resOf(): number;
  flow(ui: number, t: number): Terms;
  power(ui: number, t: number, pumpPositive?: boolean): Terms;
  /** The sum over all units. */
  all(f: (ui: number, t: number) => Terms): (t: number) => Terms;
  unitMins: UnitMin[];
  unitRamps: UnitRamp[];
}

export type KindRows = (k: KindContext) => void;

/** Runs of consecutive active steps as [first, last]. */
export function runs(active: (t: number) => boolean, T: number): [number, number][] {
  const out: [number, number][] = [];
  for (let t = 0; t < T; t++) {
    if (!active(t)) continue;
    if (out.length && out[out.length - 1][1] === t - 1) out[out.length - 1][1] = t;
    else out.push([t, t]);
  }
  return out;
}

export function kindContext(
  x: BuildContext,
  c: GeneralConstraint,
  ci: number,
  shared: {
    unitIndex: Map<string, number>;
    scale: { perM3: number; perMWh: number };
    factor: Record<string, number>;
    unitMins: UnitMin[];
    unitRamps: UnitRamp[];
  },
): KindContext {
  const { lp, T, model } = x;
  const from = Math.max(0, c.fromStep ?? 0),
    to = Math.min(T, c.toStep ?? T);
  const val = (t: number) => (t >= from && t < to ? optAt(c.value, t) : NaN);
  const isActive = (t: number) => !Number.isNaN(val(t));
  const steps: number[] = [];
  for (let t = from; t < to; t++) if (isActive(t)) steps.push(t);
  x.cons.active[ci] = steps.length;
  const f = c.hard ? 0 : shared.factor[c.tier ?? 'regulatory'];
  const { scale } = shared;
  const row: KindContext['row'] = (terms, lo, hi, step, first, cost, unitScale) => {
    const r = lp.addRow(ROW.CONSTRAINT, lo, hi);
    for (const [col, v] of terms) lp.entry(r, col, v);
    let sLo = -1,
      sHi = -1;
    if (!c.hard) {
      if (lo > -Infinity) {
        sLo = lp.addCol(COL.SLACK, 0, Infinity, -cost);
        lp.entry(r, sLo, 1);
      }
      if (hi < Infinity) {
        sHi = lp.addCol(COL.SLACK, 0, Infinity, -cost);
        lp.entry(r, sHi, -1);
      }
    }
    x.cons.rows.push({ c: ci, row: r, step, first, lo: sLo, hi: sHi, scale: unitScale });
  };
  const diff = (terms: (t: number) => Terms, t: number): { terms: Terms; base: number } | null => {
    if (t > 0) return { terms: [...terms(t), ...terms(t - 1).map(([col, v]): [number, number] => [col, -v])], base: 0 };
    return null;
  };
  const flow = (ui: number, t: number) => unitFlowTerms(x, ui, t);
  const power = (ui: number, t: number, pumpPositive = false) =>
    unitPowerTerms(x, ui, t, model.units[ui].type === 'PUMP', pumpPositive);
  return {
    x,
    c,
    ci,
    steps,
    val,
    isActive,
    f,
    scale,
    volCost: f * scale.perM3 * VOLUME_UNIT,
    flowCost: f * scale.perM3 * x.dt,
    powerCost: f * scale.perMWh * x.hours,
    row,
    minMax(terms, conv, cost, unitScale, isMin) {
      for (const t of steps) {
        const v = conv(val(t));
        row(terms(t), isMin ? v : -Infinity, isMin ? Infinity : v, t, t, cost, unitScale);
      }
    },
    ramp(terms, initial, up, down, cost) {
      for (const t of steps) {
        const v = val(t);
        const d = diff(terms, t);
        if (!d && initial === undefined) continue;
        const { terms: tt, base } = d ?? { terms: terms(t), base: initial! };
        row(tt, down ? base - v : -Infinity, up ? base + v : Infinity, t, t, cost, 1);
      }
    },
    unitOf() {
      const ui = shared.unitIndex.get(c.target);
      if (ui === undefined) throw new Error(`Constraint ${c.id} refers to unknown unit ${c.target}`);
      return ui;
    },
    resOf() {
      const r = x.resIndex.get(c.target);
      if (r === undefined) throw new Error(`Constraint ${c.id} refers to unknown reservoir ${c.target}`);
      return r;
    },
    flow,
    power,
    all: (g) => (t) => model.units.flatMap((_, ui) => g(ui, t)),
    unitMins: shared.unitMins,
    unitRamps: shared.unitRamps,
  };
}
