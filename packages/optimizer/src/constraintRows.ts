import { COL, ROW, VOLUME_UNIT } from './buildLp.js';
import { curveSegments, levelToContent, type Segment } from './curves.js';
import { energyEquivalents } from './energyEquivalents.js';
import { optAt } from './series.js';
import type { ConstraintTier, GeneralConstraint, OptimizerModel, Unit } from './types.js';
import { maxOf, minOf } from '@penstock/domain';

const INF = Infinity;
const LEGACY = new Set([
  'MIN_LEVEL',
  'MAX_LEVEL',
  'MIN_CONTENT',
  'MAX_CONTENT',
  'MIN_DISCHARGE',
  'MAX_DISCHARGE',
  'MIN_POWER',
  'MAX_POWER',
  'RAMP_POWER',
  'RAMP_FLOW',
]);
/** Constraints without a tier of the first ten kinds tighten the reservoir and unit limits (buildLp); the rest get rows here. */
export const isLegacy = (c: GeneralConstraint) => c.tier === undefined && LEGACY.has(c.kind);
export const UNIT_COMMITMENT_KINDS = new Set(['START_COST', 'STOP_COST', 'MUST_RUN', 'FORBIDDEN_ZONE']);
export const DEFAULT_TIER_FACTOR: Record<ConstraintTier, number> = { tactical: 10, regulatory: 100, physical: 1000 };

/** A row of a constraint: its slack columns (-1: none) and how to turn the row's LP units into the constraint's unit. */
export interface ConstraintRow {
  c: number;
  row: number;
  /** Step of the row (the last step of a period for targets and energy), and the first step of its period. */
  step: number;
  first: number;
  /** Slack raising the row (a minimum broken) and lowering it (a maximum broken). */
  lo: number;
  hi: number;
  /** Constraint unit per LP unit of the row. */
  scale: number;
}

export interface ConstraintRows {
  rows: ConstraintRow[];
  /** On/off column per [unit * T + step], -1 where the unit has no on/off decision. */
  onCol: Int32Array;
  /** Pumping on/off of pump turbines with a pumping minimum, per [unit * T + step], -1 where none. */
  pumpOnCol: Int32Array;
  /** Start and stop columns with the constraint they belong to. */
  switches: { c: number; step: number; col: number }[];
  binaries: number[];
  /** Active steps per constraint. */
  active: Int32Array;
}

interface Ctx {
  addRow(kind: number, lo: number, hi: number): number;
  addCol(kind: number, lo: number, hi: number, cost: number): number;
  entry(row: number, col: number, v: number): void;
  T: number;
  contentCol: Int32Array;
  underCol: Int32Array;
  overCol: Int32Array;
  spillCol: Int32Array;
  segFirst: Int32Array;
  segments: Segment[][];
  pumpCol: Int32Array;
  pumpK: Float64Array;
  substituted: boolean;
  resIndex: Map<string, number>;
}

type Terms = [col: number, coef: number][];

/** Runs of consecutive active steps as [first, last]. */
function runs(active: (t: number) => boolean, T: number): [number, number][] {
  const out: [number, number][] = [];
  for (let t = 0; t < T; t++) {
    if (!active(t)) continue;
    if (out.length && out[out.length - 1][1] === t - 1) out[out.length - 1][1] = t;
    else out.push([t, t]);
  }
  return out;
}

/**
 * What one unit of violation could at most earn, so a penalty above it keeps every constraint that
 * can be kept: water (EUR/m3) at the highest price through the largest energy equivalent plus its
 * terminal value (at least the reservoirs' own soft-limit penalty, so constraints outrank those);
 * energy (EUR/MWh) at the highest price plus the water the least efficient turbine needs for it.
 */
export function violationScale(model: OptimizerModel): { perM3: number; perMWh: number } {
  const prices = typeof model.price === 'number' ? [model.price] : model.price;
  let maxPrice = 0;
  for (const p of prices) maxPrice = Math.max(maxPrice, Math.abs(p));
  const eq = energyEquivalents(model);
  const maxEq = Math.max(0, maxOf(eq));
  const maxTerminal = Math.max(0, maxOf(model.reservoirs.map((r) => Math.abs(r.terminalWaterValue ?? 0))));
  const perM3 = Math.max(maxPrice * maxEq + maxTerminal, model.penalties?.softLimit ?? 10, 1e-3);
  let minEq = INF;
  for (const u of model.units) {
    if (u.type === 'GATE' || u.type === 'PUMP' || !u.curve?.length) continue;
    const segs = curveSegments(u.curve, u.id);
    const q = segs.reduce((s, g) => s + g.dq, 0),
      p = segs.reduce((s, g) => s + g.dq * g.slope, 0);
    if (q > 0 && p > 0) minEq = Math.min(minEq, p / q / 3600);
  }
  return { perM3, perMWh: maxPrice + (Number.isFinite(minEq) ? perM3 / minEq : 0) };
}

/**
 * Rows of the constraints that have their own (see GeneralConstraint): per active step (or per
 * period for targets and energy) a row with slack columns costing the tier's penalty, and for
 * on/off rules binary decisions linked to the unit's flow (off: no flow; on: at least the lowest
 * point of its curve, its technical minimum).
 */
export function addConstraintRows(model: OptimizerModel, x: Ctx): ConstraintRows {
  const { T, addRow, addCol, entry } = x;
  const U = model.units.length;
  const dt = model.stepSeconds,
    hours = dt / 3600;
  const out: ConstraintRows = {
    rows: [],
    onCol: new Int32Array(U * T).fill(-1),
    pumpOnCol: new Int32Array(U * T).fill(-1),
    switches: [],
    binaries: [],
    active: new Int32Array(model.constraints?.length ?? 0),
  };
  const list = model.constraints ?? [];
  if (!list.some((c) => !isLegacy(c)) && !model.units.some(hasRunMin)) return out;
  const unitIndex = new Map(model.units.map((u, i) => [u.id, i]));
  const scale = violationScale(model);
  const factor = { ...DEFAULT_TIER_FACTOR, ...model.penalties?.tierFactor };

  const content = (r: number, t: number): Terms => {
    const i = r * T + t;
    const terms: Terms = [[x.contentCol[i], 1]];
    if (x.substituted && x.underCol[i] >= 0) terms.push([x.underCol[i], -1]);
    if (x.substituted && x.overCol[i] >= 0) terms.push([x.overCol[i], 1]);
    return terms;
  };
  const unitFlow = (ui: number, t: number): Terms => {
    const first = x.segFirst[ui * T + t];
    if (first >= 0) return x.segments[ui].map((_, k) => [first + k, 1]);
    const pc = x.pumpCol[ui * T + t];
    return pc >= 0 ? [[pc, 1]] : [];
  };
  /** Net power (generation positive); a pump's own limits count its pumping power as positive. */
  const unitPower = (ui: number, t: number, pumpPositive = false): Terms => {
    const terms: Terms = [];
    const first = x.segFirst[ui * T + t];
    if (first >= 0) x.segments[ui].forEach((g, k) => terms.push([first + k, g.slope]));
    const pc = x.pumpCol[ui * T + t];
    if (pc >= 0) terms.push([pc, pumpPositive && model.units[ui].type === 'PUMP' ? x.pumpK[ui] : -x.pumpK[ui]]);
    return terms;
  };
  const all =
    (f: (ui: number, t: number) => Terms) =>
    (t: number): Terms =>
      model.units.flatMap((_, ui) => f(ui, t));
  const unitOf = (c: GeneralConstraint) => {
    const ui = unitIndex.get(c.target);
    if (ui === undefined) throw new Error(`Constraint ${c.id} refers to unknown unit ${c.target}`);
    return ui;
  };
  const resOf = (c: GeneralConstraint) => {
    const r = x.resIndex.get(c.target);
    if (r === undefined) throw new Error(`Constraint ${c.id} refers to unknown reservoir ${c.target}`);
    return r;
  };

  // On/off decisions of a unit, created on first use for every step.
  const capacity = model.units.map((u, ui) => {
    const natQ = x.segments[ui].reduce((s, g) => s + g.dq, 0);
    const natP = x.segments[ui].reduce((s, g) => s + g.dq * g.slope, 0);
    const gen = u.type !== 'PUMP';
    const qCap = gen
      ? Math.min(natQ, u.qMax ?? INF)
      : (u.pumpQMax ?? (u.pMax !== undefined && x.pumpK[ui] > 0 ? u.pMax / x.pumpK[ui] : INF));
    const given = (u.curve ?? []).filter((p) => p.q > 0).map((p) => p.q);
    // The lowest given point is the technical minimum, when the curve has more than one (else it is only a shape);
    // a running minimum flow (q_min) raises it.
    const qTech = Math.max(
      gen && u.type !== 'GATE' && given.length > 1 ? minOf(given) : 0,
      gen ? (u.runMinFlow ?? 0) : 0,
    );
    const pCap = gen ? Math.min(natP, u.pMax ?? INF) : qCap * x.pumpK[ui];
    return { qCap, qTech, pCap };
  });
  const onOf = (ui: number): Int32Array => {
    const u = model.units[ui];
    const { qCap, qTech } = capacity[ui];
    if (!Number.isFinite(qCap)) throw new Error(`Unit ${u.id} needs a maximum flow for on/off decisions`);
    if (out.onCol[ui * T] < 0) {
      for (let t = 0; t < T; t++) {
        const on = addCol(COL.ON, 0, 1, 0);
        out.onCol[ui * T + t] = on;
        out.binaries.push(on);
        const flow = unitFlow(ui, t);
        const cap = addRow(ROW.COMMIT, -INF, 0);
        for (const [col, v] of flow) entry(cap, col, v);
        entry(cap, on, -qCap);
        // where an operator fixed the unit's power or flow, the fixed value stands (no minimum when on)
        if (qTech > 0 && !fixedAt(u, t)) {
          const min = addRow(ROW.COMMIT, 0, INF);
          for (const [col, v] of flow) entry(min, col, v);
          entry(min, on, -qTech);
        }
      }
    }
    return out.onCol.subarray(ui * T, ui * T + T);
  };
  const initialOn = (ui: number): number | undefined => {
    const u = model.units[ui];
    if (u.initialOn !== undefined) return u.initialOn ? 1 : 0;
    if (u.initialFlow !== undefined) return u.initialFlow > 0 ? 1 : 0;
    if (u.initialPower !== undefined) return u.initialPower !== 0 ? 1 : 0;
    return undefined;
  };

  // Minimum rows on one unit, to be strengthened once every unit's on/off columns exist.
  const unitMins: { ui: number; t: number; v: number; slack: number }[] = [];
  const unitRamps: { ui: number; t: number; v: number; up: boolean; down: boolean; hi: number; lo: number }[] = [];

  list.forEach((c, ci) => {
    if (isLegacy(c)) return;
    const from = Math.max(0, c.fromStep ?? 0),
      to = Math.min(T, c.toStep ?? T);
    const val = (t: number) => (t >= from && t < to ? optAt(c.value, t) : NaN);
    const isActive = (t: number) => !Number.isNaN(val(t));
    const steps: number[] = [];
    for (let t = from; t < to; t++) if (isActive(t)) steps.push(t);
    out.active[ci] = steps.length;
    const f = c.hard ? 0 : factor[c.tier ?? 'regulatory'];
    /** A row over `terms` within [lo, hi], with slacks costing `cost` EUR per LP unit unless hard. */
    const row = (
      terms: Terms,
      lo: number,
      hi: number,
      step: number,
      first: number,
      cost: number,
      unitScale: number,
    ) => {
      const r = addRow(ROW.CONSTRAINT, lo, hi);
      for (const [col, v] of terms) entry(r, col, v);
      let sLo = -1,
        sHi = -1;
      if (!c.hard) {
        if (lo > -INF) {
          sLo = addCol(COL.SLACK, 0, INF, -cost);
          entry(r, sLo, 1);
        }
        if (hi < INF) {
          sHi = addCol(COL.SLACK, 0, INF, -cost);
          entry(r, sHi, -1);
        }
      }
      out.rows.push({ c: ci, row: r, step, first, lo: sLo, hi: sHi, scale: unitScale });
    };
    const volCost = f * scale.perM3 * VOLUME_UNIT,
      flowCost = f * scale.perM3 * dt,
      powerCost = f * scale.perMWh * hours;
    const minMax = (
      terms: (t: number) => Terms,
      conv: (v: number) => number,
      cost: number,
      unitScale: number,
      isMin: boolean,
    ) => {
      for (const t of steps) {
        const v = conv(val(t));
        row(terms(t), isMin ? v : -INF, isMin ? INF : v, t, t, cost, unitScale);
      }
    };
    const diff = (terms: (t: number) => Terms, t: number): { terms: Terms; base: number } | null => {
      if (t > 0)
        return { terms: [...terms(t), ...terms(t - 1).map(([col, v]): [number, number] => [col, -v])], base: 0 };
      return null;
    };
    const ramp = (
      terms: (t: number) => Terms,
      initial: number | undefined,
      up: boolean,
      down: boolean,
      cost: number,
    ) => {
      for (const t of steps) {
        const v = val(t);
        const d = diff(terms, t);
        if (!d && initial === undefined) continue;
        const { terms: tt, base } = d ?? { terms: terms(t), base: initial! };
        row(tt, down ? base - v : -INF, up ? base + v : INF, t, t, cost, 1);
      }
    };

    switch (c.kind) {
      case 'MIN_LEVEL':
      case 'MAX_LEVEL':
      case 'MIN_CONTENT':
      case 'MAX_CONTENT': {
        const r = resOf(c);
        const curve = model.reservoirs[r].levelContent;
        const isLevel = c.kind.endsWith('LEVEL');
        if (isLevel && !curve)
          throw new Error(`Constraint ${c.id} limits a level of ${c.target}, which has no level-to-content curve`);
        minMax(
          (t) => content(r, t),
          (v) => (isLevel ? levelToContent(curve!, v) : v) / VOLUME_UNIT,
          volCost,
          VOLUME_UNIT,
          c.kind.startsWith('MIN'),
        );
        break;
      }
      case 'LEVEL_TARGET': {
        const r = resOf(c);
        const curve = model.reservoirs[r].levelContent;
        if (!curve)
          throw new Error(`Constraint ${c.id} sets a level target of ${c.target}, which has no level-to-content curve`);
        for (const [first, last] of runs(isActive, T)) {
          const v = levelToContent(curve, val(last)) / VOLUME_UNIT;
          row(content(r, last), v, v, last, first, volCost, VOLUME_UNIT);
        }
        break;
      }
      case 'MIN_SPILL':
      case 'MAX_SPILL': {
        const r = resOf(c);
        minMax(
          (t) => (x.spillCol[r * T + t] >= 0 ? [[x.spillCol[r * T + t], 1]] : []),
          (v) => v,
          flowCost,
          1,
          c.kind === 'MIN_SPILL',
        );
        break;
      }
      case 'MIN_DISCHARGE':
      case 'MAX_DISCHARGE': {
        const terms =
          c.target === '*'
            ? all(unitFlow)
            : (
                (ui) => (t: number) =>
                  unitFlow(ui, t)
              )(unitOf(c));
        const n = out.rows.length;
        minMax(terms, (v) => v, flowCost, 1, c.kind === 'MIN_DISCHARGE');
        if (c.kind === 'MIN_DISCHARGE' && c.target !== '*')
          for (const r of out.rows.slice(n)) unitMins.push({ ui: unitOf(c), t: r.step, v: val(r.step), slack: r.lo });
        break;
      }
      case 'MIN_POWER':
      case 'MAX_POWER': {
        const terms =
          c.target === '*'
            ? all((ui, t) => unitPower(ui, t))
            : (
                (ui) => (t: number) =>
                  unitPower(ui, t, true)
              )(unitOf(c));
        const n = out.rows.length;
        minMax(terms, (v) => v, powerCost, 1, c.kind === 'MIN_POWER');
        if (c.kind === 'MIN_POWER' && c.target !== '*' && model.units[unitOf(c)].type !== 'PUMP')
          for (const r of out.rows.slice(n)) unitMins.push({ ui: unitOf(c), t: r.step, v: val(r.step), slack: r.lo });
        break;
      }
      case 'RAMP_POWER':
      case 'RAMP_POWER_UP':
      case 'RAMP_POWER_DOWN': {
        const plant = c.target === '*';
        const ui = plant ? -1 : unitOf(c);
        const terms = plant ? all((u, t) => unitPower(u, t)) : (t: number) => unitPower(ui, t);
        const init = plant
          ? model.units.every((u) => u.initialPower !== undefined)
            ? model.units.reduce((s, u) => s + u.initialPower!, 0)
            : undefined
          : model.units[ui].initialPower;
        ramp(terms, init, c.kind !== 'RAMP_POWER_DOWN', c.kind !== 'RAMP_POWER_UP', powerCost);
        break;
      }
      case 'RAMP_FLOW':
      case 'RAMP_FLOW_UP':
      case 'RAMP_FLOW_DOWN': {
        const ui = unitOf(c);
        const n = out.rows.length;
        ramp(
          (t) => unitFlow(ui, t),
          model.units[ui].initialFlow,
          c.kind !== 'RAMP_FLOW_DOWN',
          c.kind !== 'RAMP_FLOW_UP',
          flowCost,
        );
        for (const r of out.rows.slice(n))
          if (r.step > 0)
            unitRamps.push({
              ui,
              t: r.step,
              v: val(r.step),
              up: c.kind !== 'RAMP_FLOW_DOWN',
              down: c.kind !== 'RAMP_FLOW_UP',
              hi: r.hi,
              lo: r.lo,
            });
        break;
      }
      case 'MIN_ENERGY': {
        const plant = c.target === '*';
        const ui = plant ? -1 : unitOf(c);
        for (const [first, last] of runs(isActive, T)) {
          const terms: Terms = [];
          for (let t = first; t <= last; t++)
            for (const [col, v] of plant ? all((u, s) => unitPower(u, s))(t) : unitPower(ui, t))
              terms.push([col, v * hours]);
          row(terms, val(first), INF, last, first, f * scale.perMWh, 1);
        }
        break;
      }
      case 'MUST_RUN': {
        const ui = unitOf(c);
        const on = onOf(ui);
        for (const t of steps) {
          row([[on[t], 1]], 1, INF, t, t, f * scale.perMWh * capacity[ui].pCap * hours, 1);
          if (val(t) > 0) row(unitPower(ui, t, true), val(t), INF, t, t, powerCost, 1);
        }
        break;
      }
      case 'START_COST':
      case 'STOP_COST': {
        const ui = unitOf(c);
        const on = onOf(ui);
        const init = initialOn(ui);
        const start = c.kind === 'START_COST';
        for (const t of steps) {
          if (t === 0 && init === undefined) continue;
          // start >= on(t) - on(t-1); stop >= on(t-1) - on(t); each costs the value when it happens.
          const sw = addCol(COL.SWITCH, 0, 1, -Math.max(0, val(t)));
          const r = addRow(ROW.COMMIT, -INF, t === 0 ? (start ? init! : -init!) : 0);
          entry(r, on[t], start ? 1 : -1);
          if (t > 0) entry(r, on[t - 1], start ? -1 : 1);
          entry(r, sw, -1);
          out.switches.push({ c: ci, step: t, col: sw });
        }
        break;
      }
      case 'FORBIDDEN_ZONE': {
        const ui = unitOf(c);
        const { pCap } = capacity[ui];
        for (const t of steps) {
          const lo = val(t),
            hi = optAt(c.upper, t);
          if (!(hi > lo)) throw new Error(`Constraint ${c.id} needs an upper edge above its lower edge`);
          // z = 1: at or above the zone's top; z = 0: at or below its bottom.
          const z = addCol(COL.ZONE, 0, 1, 0);
          out.binaries.push(z);
          const p = unitPower(ui, t);
          row([...p, [z, -(Math.max(pCap, hi) - lo)]], -INF, lo, t, t, powerCost, 1);
          row([...p, [z, -hi]], 0, INF, t, t, powerCost, 1);
        }
        break;
      }
      default:
        throw new Error(`Constraint ${c.id} has an unknown kind ${String(c.kind)}`);
    }
  });
  addRunMinima(model, x, out, onOf);
  strengthenUnitMins(unitMins, out.onCol, T, addRow, entry);
  strengthenFlowRamps(
    unitRamps,
    out.onCol,
    T,
    capacity.map((c) => c.qTech),
    addRow,
    entry,
  );
  return out;
}

/**
 * Likewise for a flow ramp v below the unit's technical minimum qTech: a start jumps from no flow
 * to at least qTech, so it breaks a ramp-up limit by qTech - v (slack >= (qTech - v) * (on(t) -
 * on(t-1))), and a stop a ramp-down limit; a hard ramp forbids the start (or stop) outright.
 */
function strengthenFlowRamps(
  ramps: { ui: number; t: number; v: number; up: boolean; down: boolean; hi: number; lo: number }[],
  onCol: Int32Array,
  T: number,
  qTech: number[],
  addRow: Ctx['addRow'],
  entry: Ctx['entry'],
) {
  for (const { ui, t, v, up, down, hi, lo } of ramps) {
    const on = onCol[ui * T + t],
      before = onCol[ui * T + t - 1];
    const jump = qTech[ui] - v;
    if (on < 0 || before < 0 || !(jump > 0)) continue;
    for (const [side, slack, sign] of [
      [up, hi, 1],
      [down, lo, -1],
    ] as const) {
      if (!side) continue;
      const r = addRow(ROW.COMMIT, -INF, 0);
      entry(r, on, sign * jump);
      entry(r, before, -sign * jump);
      if (slack >= 0) entry(r, slack, -1);
    }
  }
}

/**
 * Valid inequalities that tighten the LP relaxation (they cut off no on/off plan): a minimum flow or
 * power v on a unit with on/off decisions is broken by all of v whenever the unit is off (off means
 * no flow and no generation), so slack >= v * (1 - on); hard: on = 1. Without them the relaxation
 * meets a night residual flow with the unit a quarter "on" below its technical minimum, which left
 * the 1-week cascade's root bound 3.2 % above the optimum instead of 0.6 % (bench/constraints.bench.ts).
 */
function strengthenUnitMins(
  mins: { ui: number; t: number; v: number; slack: number }[],
  onCol: Int32Array,
  T: number,
  addRow: Ctx['addRow'],
  entry: Ctx['entry'],
) {
  for (const { ui, t, v, slack } of mins) {
    const on = onCol[ui * T + t];
    if (on < 0 || !(v > 0)) continue;
    const r = addRow(ROW.VALID, v, INF);
    entry(r, on, v);
    if (slack >= 0) entry(r, slack, 1);
  }
}

/** Has the unit a technical minimum when running (generating or pumping) above 0? */
export const hasRunMin = (u: Unit) =>
  (u.runMinPower ?? 0) > 0 || (u.runMinFlow ?? 0) > 0 || (u.pumpRunMinPower ?? 0) > 0 || (u.pumpRunMinFlow ?? 0) > 0;

/** Steps where an operator's override fixes the unit's power or flow. */
const fixedAt = (u: Unit, t: number) => !Number.isNaN(optAt(u.fixedPower, t)) || !Number.isNaN(optAt(u.fixedFlow, t));

/**
 * Semi-continuous units (spec 2 p_min, q_min, pump_p_min, pump_q_min): a running unit generates at
 * least runMinPower and discharges at least runMinFlow (onOf holds the flow: its technical minimum
 * includes runMinFlow), or stands still. Pumping alike with its own on/off decisions on a pump
 * turbine, which cannot pump and generate in the same step. Units without a minimum stay continuous.
 */
function addRunMinima(model: OptimizerModel, x: Ctx, out: ConstraintRows, onOf: (ui: number) => Int32Array) {
  const { T, addRow, addCol, entry } = x;
  model.units.forEach((u, ui) => {
    if (!hasRunMin(u)) return;
    const k = x.pumpK[ui];
    if (u.type !== 'PUMP' && ((u.runMinPower ?? 0) > 0 || (u.runMinFlow ?? 0) > 0)) {
      const on = onOf(ui);
      const pMin = u.type === 'GATE' ? 0 : (u.runMinPower ?? 0);
      const first = (t: number) => x.segFirst[ui * T + t];
      if (pMin > 0)
        for (let t = 0; t < T; t++) {
          if (fixedAt(u, t)) continue;
          const r = addRow(ROW.COMMIT, 0, INF);
          x.segments[ui].forEach((g, s) => entry(r, first(t) + s, g.slope));
          entry(r, on[t], -pMin);
        }
    }
    const pumpMin = Math.max(u.pumpRunMinFlow ?? 0, k > 0 ? (u.pumpRunMinPower ?? 0) / k : 0);
    if (!(pumpMin > 0) || (u.type !== 'PUMP' && u.type !== 'PUMP_TURBINE')) return;
    let on: Int32Array;
    if (u.type === 'PUMP') on = onOf(ui);
    else {
      const cap = u.pumpQMax ?? (u.pMax !== undefined && k > 0 ? u.pMax / k : INF);
      if (!Number.isFinite(cap)) throw new Error(`Unit ${u.id} needs a largest pumping flow for its pumping minimum`);
      for (let t = 0; t < T; t++) {
        const m = addCol(COL.ON, 0, 1, 0);
        out.pumpOnCol[ui * T + t] = m;
        out.binaries.push(m);
        const hi = addRow(ROW.COMMIT, -INF, 0);
        entry(hi, x.pumpCol[ui * T + t], 1);
        entry(hi, m, -cap);
      }
      on = out.pumpOnCol.subarray(ui * T, ui * T + T);
    }
    for (let t = 0; t < T; t++) {
      if (fixedAt(u, t)) continue;
      const r = addRow(ROW.COMMIT, 0, INF);
      entry(r, x.pumpCol[ui * T + t], 1);
      entry(r, on[t], -pumpMin);
    }
  });
  // A pump turbine with both decisions: generating and pumping exclude each other.
  model.units.forEach((u, ui) => {
    if (u.type !== 'PUMP_TURBINE' || out.onCol[ui * T] < 0 || out.pumpOnCol[ui * T] < 0) return;
    for (let t = 0; t < T; t++) {
      const r = addRow(ROW.COMMIT, -INF, 1);
      entry(r, out.onCol[ui * T + t], 1);
      entry(r, out.pumpOnCol[ui * T + t], 1);
    }
  });
}
